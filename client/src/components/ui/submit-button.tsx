import { Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "./button";

interface SubmitButtonProps extends ButtonProps {
  pending: boolean;
  /** Shown instead of the label while pending, e.g. 'Loggar in...'. */
  pendingText: string;
}

export function SubmitButton({ pending, pendingText, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          {pendingText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
