import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "@/lib/cn";

export type ButtonVariant = "default" | "secondary" | "outline" | "ghost" | "destructive" | "link";
export type ButtonSize = "default" | "sm" | "lg" | "xl" | "icon";

// A button busy sending keeps its colour (it says so with its spinner and text and takes no
// second tap): a faded primary action reads as switched off in sunlight. Only a button that
// cannot be used now is faded.
const base =
  "inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background " +
  "disabled:pointer-events-none disabled:[&:not([aria-busy=true])]:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 active:bg-primary/80",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border border-input bg-card text-foreground hover:bg-accent hover:text-accent-foreground",
  ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  link: "text-primary underline-offset-4 hover:underline",
};

// Every size is at least 44px tall: gloved fingers on a phone, and touch laptops in the site office.
const sizes: Record<ButtonSize, string> = {
  default: "min-h-11 px-5 text-sm",
  sm: "min-h-11 px-3 text-sm",
  lg: "min-h-12 px-6 text-base",
  // The one large button of a screen a worker taps with gloves in sunlight: 'Checka in' / 'Checka ut'.
  xl: "min-h-16 px-6 text-lg",
  icon: "size-11 shrink-0",
};

export function buttonVariants({
  variant = "default",
  size = "default",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
