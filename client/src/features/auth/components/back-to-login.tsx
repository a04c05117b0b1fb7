import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";

export function BackToLogin({ label = "Tillbaka till inloggning", className }: { label?: string; className?: string }) {
  return (
    <Link href="/" className={buttonVariants({ variant: "ghost", className: `w-full ${className ?? ""}` })}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Link>
  );
}
