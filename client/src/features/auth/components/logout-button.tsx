import { LogOut } from "lucide-react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useLocation } from "wouter";
import { useLogout } from "@/api/auth/logout";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";

interface LogoutButtonProps extends Omit<ButtonProps, "onClick"> {
  /** Icon only below the sm breakpoint, to fit a phone's header. */
  compact?: boolean;
}

export function LogoutButton({ compact = false, variant = "outline", className, ...props }: LogoutButtonProps) {
  const t = useT(shellSv);
  const [, navigate] = useLocation();
  const logoutMutation = useLogout();

  const onClick = async () => {
    try {
      await logoutMutation.mutateAsync();
      navigate("/");
    } catch (error) {
      toast({ variant: "destructive", title: t("shell.error"), description: errorMessage(error, t("shell.logoutFailed")) });
    }
  };

  return (
    <Button
      variant={variant}
      onClick={onClick}
      disabled={logoutMutation.isPending}
      aria-label={compact ? t("shell.logout") : undefined}
      className={compact ? `max-sm:w-11 max-sm:px-0 ${className ?? ""}` : className}
      {...props}
    >
      <LogOut aria-hidden="true" />
      <span className={compact ? "hidden sm:inline" : undefined}>{t("shell.logout")}</span>
    </Button>
  );
}
