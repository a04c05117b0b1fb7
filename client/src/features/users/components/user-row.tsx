import { Pencil, Trash2 } from "lucide-react";
import type { PublicUser } from "@shared/types";
import type { UserRole } from "@shared/domain";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import usersSv from "@shared/i18n/catalogs/users/sv";
import { Avatar } from "@/components/ui/avatar";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { ReactivateButton } from "./reactivate-button";

const ROLE_VARIANTS: Record<UserRole, BadgeVariant> = { worker: "secondary", admin: "default", customer: "outline" };

interface UserRowProps {
  user: PublicUser;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function UserRow({ user, isSelf, onEdit, onDelete }: UserRowProps) {
  const t = useT(usersSv);
  const shell = useT(shellSv);
  return (
    <li className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3", !user.active && "bg-muted/50")} aria-label={user.fullName}>
      <div className={cn("flex min-w-0 flex-1 basis-64 items-center gap-3", !user.active && "opacity-70")}>
        <Avatar name={user.fullName} imageUrl={user.avatarUrl} className="min-w-0" role={user.email} />
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2 sm:w-64">
        <span className="truncate text-sm text-muted-foreground">@{user.username}</span>
        {user.employeeNumber ? (
          <span className="text-sm tabular-nums" title={t("users.row.employeeNumber")}>
            <span aria-hidden="true">{t("users.row.employeeNumberShort")}</span>
            <span className="sr-only">{t("users.row.employeeNumber")}</span> {user.employeeNumber}
          </span>
        ) : user.role === "worker" ? (
          <Badge variant="warning">{t("users.row.employeeNumberMissing")}</Badge>
        ) : null}
        <Badge variant={ROLE_VARIANTS[user.role]}>{shell(`shell.role.${user.role}`)}</Badge>
        {user.active ? null : <Badge variant="destructive">{t("users.row.deactivated")}</Badge>}
        {isSelf ? <Badge variant="outline">{t("users.row.you")}</Badge> : null}
      </div>
      <div className="ml-auto flex justify-end gap-1 sm:w-56">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t("users.row.editLabel", { name: user.fullName })}>
          <Pencil aria-hidden="true" />
          <span className="hidden sm:inline">{t("users.row.edit")}</span>
        </Button>
        {user.active ? null : <ReactivateButton user={user} />}
        {/* The server refuses self-removal (409); the button is not offered at all. A deactivated user is already removed as far as it goes. */}
        {isSelf || !user.active ? null : (
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t("users.row.deleteLabel", { name: user.fullName })}>
            {/* The colour on an inner span: the ghost variant's own text colour would win over a class on the button. */}
            <span className="inline-flex items-center gap-2 text-destructive">
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">{t("users.row.delete")}</span>
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}
