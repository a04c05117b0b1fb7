import { UserPlus, Users } from "lucide-react";
import { useMemo, useState } from "react";
import type { PublicUser } from "@shared/types";
import { useUsers } from "@/api/users/get-users";
import { AdminSection } from "@/components/admin-section";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import usersSv from "@shared/i18n/catalogs/users/sv";
import { useT } from "@/lib/i18n/runtime";
import { DeleteUserDialog } from "./delete-user-dialog";
import { InvitationsSection } from "./invitations-section";
import { UserFormDialog } from "./user-form-dialog";
import { UserRow } from "./user-row";

// Active accounts first, then by name.
const byActiveThenName = (a: PublicUser, b: PublicUser) => Number(b.active) - Number(a.active) || a.fullName.localeCompare(b.fullName, "sv");

interface UsersPanelProps {
  currentUserId: string;
  /** Opens the form for one user when `key` changes (the Lön tab's 'Ange anställningsnummer'). */
  editRequest?: { key: number; userId: string };
}

/** 'Användare': the list with create, edit and delete; below it the invitations and who may register. */
export function UsersPanel({ currentUserId, editRequest }: UsersPanelProps) {
  const t = useT(usersSv);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  // Back to the button that opened the form or the question (the row itself once deactivated) on closing.
  const focus = useReturnFocus();

  const openForm = (user: PublicUser | null) => {
    focus.remember();
    setEditing(user);
    setFormOpen(true);
  };
  const users = useUsers();
  const [handledKey, setHandledKey] = useState<number | undefined>(undefined);
  const requested = editRequest && editRequest.key !== handledKey ? users.data?.find((u) => u.id === editRequest.userId) : undefined;
  if (editRequest && requested) {
    setHandledKey(editRequest.key);
    setEditing(requested);
    setFormOpen(true);
  }
  const openDelete = (user: PublicUser) => {
    focus.remember();
    setDeleting(user);
  };

  return (
    <div className="flex flex-col gap-8">
      <AdminSection
        id="users"
        title={t("users.panel.title")}
        description={t("users.panel.description")}
        actions={
          <Button onClick={() => openForm(null)}>
            <UserPlus aria-hidden="true" />
            {t("users.panel.new")}
          </Button>
        }
      >
        <UsersList currentUserId={currentUserId} onEdit={openForm} onDelete={openDelete} />
        <UserFormDialog open={formOpen} onOpenChange={setFormOpen} user={editing} onCloseAutoFocus={focus.onCloseAutoFocus} />
        <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onCloseAutoFocus={focus.onCloseAutoFocus} />
      </AdminSection>
      <InvitationsSection />
    </div>
  );
}

interface UsersListProps {
  currentUserId: string;
  onEdit: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
}

function UsersList({ currentUserId, onEdit, onDelete }: UsersListProps) {
  const t = useT(usersSv);
  const users = useUsers();
  const sorted = useMemo(() => [...(users.data ?? [])].sort(byActiveThenName), [users.data]);
  if (users.isError) return <PanelError />;
  if (users.isPending) return <PanelLoading label={t("users.panel.loading")} />;
  if (sorted.length === 0) return <PanelEmpty icon={<Users />} title={t("users.panel.empty")} />;
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y" aria-label={t("users.panel.list")}>
        {sorted.map((user) => (
          <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} onEdit={() => onEdit(user)} onDelete={() => onDelete(user)} />
        ))}
      </ul>
    </Card>
  );
}
