import { currentToasts, type ToastItem } from "@/components/ui/use-toast";

/** The toast the user sees now (one at a time): its title, description and variant. */
export function shownToast(): Pick<ToastItem, "title" | "description" | "variant"> | undefined {
  const shown = currentToasts().find((t) => t.open);
  return shown && { title: shown.title, description: shown.description, variant: shown.variant };
}
