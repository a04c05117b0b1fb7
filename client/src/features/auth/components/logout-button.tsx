import { LogOut } from "lucide-react";
import { useLocation } from "wouter";
import { useLogout } from "@/api/auth/logout";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

interface LogoutButtonProps extends Omit<ButtonProps, "onClick"> {
  /** Icon only below the sm breakpoint, to fit a phone's header. */
  compact?: boolean;
}

export function LogoutButton({ compact = false, variant = "outline", className, ...props }: LogoutButtonProps) {
  const [, navigate] = useLocation();
  const logoutMutation = useLogout();

  const onClick = async () => {
    try {
      await logoutMutation.mutateAsync();
      navigate("/");
    } catch (error) {
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte logga ut") });
    }
  };

  return (
    <Button
      variant={variant}
      onClick={onClick}
      disabled={logoutMutation.isPending}
      aria-label={compact ? "Logga ut" : undefined}
      className={compact ? `max-sm:w-11 max-sm:px-0 ${className ?? ""}` : className}
      {...props}
    >
      <LogOut aria-hidden="true" />
      <span className={compact ? "hidden sm:inline" : undefined}>Logga ut</span>
    </Button>
  );
}
