import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { SCROLL_BUTTON_THRESHOLD_PX } from "@shared/validation/constants";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { Button } from "./ui/button";

function scrolledPastThreshold(): boolean {
  return window.scrollY > SCROLL_BUTTON_THRESHOLD_PX;
}

/**
 * 'To the top' and 'to the bottom' buttons, shown once the page has scrolled more than 200px:
 * a long dashboard on a phone is otherwise a lot of swiping with dusty thumbs.
 * `floating` pins them to the corner (wide screens, where the margin beside the content is
 * free); `inline` puts them in a bar of their own (the phone's 'Ny rapport' bar), so they
 * never lie on top of content.
 */
export function ScrollButtons({ className, placement = "floating" }: { className?: string; placement?: "floating" | "inline" }) {
  const t = useT(shellSv);
  const [visible, setVisible] = useState(scrolledPastThreshold);
  useEffect(() => {
    const onScroll = () => setVisible(scrolledPastThreshold());
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  const scrollTo = (top: number) => window.scrollTo({ top, behavior: "smooth" });
  return (
    <div
      data-scroll-buttons=""
      className={cn(
        placement === "inline" ? "flex shrink-0 gap-1.5" : "fixed right-3 z-30 flex flex-col gap-2 sm:right-6",
        className ?? (placement === "inline" ? undefined : "bottom-6"),
      )}
    >
      <Button
        variant="outline"
        size="icon"
        className={cn("rounded-full shadow-lg", placement === "inline" ? "w-10" : null)}
        onClick={() => scrollTo(0)}
        aria-label={t("shell.scroll.top")}
      >
        <ArrowUp />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className={cn("rounded-full shadow-lg", placement === "inline" ? "w-10" : null)}
        onClick={() => scrollTo(document.documentElement.scrollHeight)}
        aria-label={t("shell.scroll.bottom")}
      >
        <ArrowDown />
      </Button>
    </div>
  );
}
