import { Moon, Sun } from "lucide-react";
import { useTheme } from "@/lib/theme";
import { Button } from "./button";

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={dark ? "Byt till ljust tema" : "Byt till mörkt tema"}
      title={dark ? "Ljust tema" : "Mörkt tema"}
    >
      {dark ? <Sun /> : <Moon />}
    </Button>
  );
}
