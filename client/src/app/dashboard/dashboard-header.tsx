import shellSv from "@shared/i18n/catalogs/shell/sv";
import type { PublicUser } from "@shared/types";
import { APP_NAME, BrandMark } from "@/components/brand";
import { Avatar } from "@/components/ui/avatar";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { QueueCount } from "@/features/offline/components/queue-count";
import { useQueuedItems } from "@/features/offline/hooks/use-queue";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { HeaderLanguage } from "./header-language";

export function DashboardHeader({ user }: { user: PublicUser }) {
  // Read from IndexedDB only: no request, so a signed-in header costs nothing more online.
  // Reports and check-ins alike wait for the network.
  const queued = useQueuedItems().length;
  const t = useT(shellSv);
  return (
    <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="hazard-stripe h-1 w-full" aria-hidden="true" />
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-2.5">
          <BrandMark />
          {/* Below 380 px (430 px with the offline queue's count) the header's buttons leave no room for the whole name: the mark stands alone, the name stays for screen readers. */}
          <span className={cn("truncate text-lg font-extrabold tracking-tight", queued > 0 ? "max-[429px]:sr-only" : "max-[379px]:sr-only")}>{APP_NAME}</span>
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <QueueCount count={queued} />
          <Avatar name={user.fullName} role={t(`shell.role.${user.role}`)} imageUrl={user.avatarUrl} compact className="mr-1 sm:mr-2" />
          <HeaderLanguage />
          <ThemeToggle />
          <LogoutButton compact />
        </div>
      </div>
    </header>
  );
}
