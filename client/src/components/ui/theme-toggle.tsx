import { Moon, Sun } from "lucide-react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useT } from "@/lib/i18n/runtime";
import { useTheme } from "@/lib/theme";
import { Button } from "./button";

export function ThemeToggle({ className }: { className?: string }) {
  const t = useT(shellSv);
  const { theme, toggleTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={dark ? t("shell.theme.toLight") : t("shell.theme.toDark")}
      title={dark ? t("shell.theme.light") : t("shell.theme.dark")}
    >
      {dark ? <Sun /> : <Moon />}
    </Button>
  );
}
