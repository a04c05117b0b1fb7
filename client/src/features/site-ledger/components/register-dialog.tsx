import { useState } from "react";
import { todayIn } from "@shared/dates";
import { checkOutNeedsTime } from "@shared/domain";
import type { RosterPerson } from "@shared/types";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useCreateLedgerEntry } from "@/api/sites/create-ledger-entry";
import { useSiteRoster } from "@/api/sites/get-site-roster";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useT, type Translate } from "@/lib/i18n/runtime";
import { stockholmParts } from "@/lib/ledger/ledger-format";
import { LeftAtForm } from "./left-at-form";
import { FormServerError } from "./correction-reason";

const keyOf = ({ person }: RosterPerson) => (person.userId ? `user:${person.userId}` : `person:${person.personId ?? ""}`);

/**
 * 'Registrera' (admin or the site's platsansvarig, docs/product-rules.md §15): check someone in
 * or out who cannot do it themselves. The roster says where each person stands, so the one
 * button offered is the one that can succeed; someone checked in on another site is told so,
 * and someone checked in here for more than 12 hours is checked out with the time they left.
 */
export function RegisterDialog({ siteId, open, onOpenChange }: { siteId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT(siteSv);
  const mutation = useCreateLedgerEntry();
  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("site.register.title")}</DialogTitle>
          <DialogDescription>{t("site.register.text")}</DialogDescription>
        </DialogHeader>
        {open ? <RegisterForm siteId={siteId} mutation={mutation} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RegisterForm({ siteId, mutation, onDone }: { siteId: string; mutation: ReturnType<typeof useCreateLedgerEntry>; onDone: () => void }) {
  const t = useT(siteSv);
  const tShell = useT(shellSv);
  const roster = useSiteRoster(siteId);
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (roster.isPending) return <PanelLoading label={t("site.register.loading")} />;
  if (roster.error) return <PanelError message={errorMessage(roster.error, t("site.register.loadFailed"))} />;
  const chosen = roster.data.find((p) => keyOf(p) === key);
  const kind = chosen?.checkedInSince ? "out" : "in";
  const blocked = chosen && !chosen.checkedInSince && chosen.checkedInElsewhere;
  // After 12 hours a check-out asks for the time the person left: never 'now'.
  const leftAt =
    chosen?.checkedInSince && chosen.checkedInEntryId && checkOutNeedsTime(Date.parse(chosen.checkedInSince), Date.now())
      ? { entryId: chosen.checkedInEntryId, since: chosen.checkedInSince, name: chosen.person.fullName }
      : null;
  const submit = async () => {
    if (!chosen) return;
    setError(null);
    const who = chosen.person.userId ? { userId: chosen.person.userId } : { personId: chosen.person.personId ?? undefined };
    try {
      await mutation.mutateAsync({ siteId, body: { kind, ...who } });
      toast({ title: t(kind === "in" ? "site.register.checkedIn" : "site.register.checkedOut", { name: chosen.person.fullName }) });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, t("site.register.failed")));
    }
  };
  const picker = (
    <SelectField
      label={t("site.register.person")}
      value={key}
      onChange={(e) => {
        setKey(e.target.value);
        setError(null);
      }}
    >
      <option value="">{t("site.register.choose")}</option>
      {roster.data.map((p) => (
        <option key={keyOf(p)} value={keyOf(p)}>
          {p.person.fullName} – {p.person.company.name}
        </option>
      ))}
    </SelectField>
  );
  // The picker stays where it is whichever form follows it: a picker made anew would lose the
  // focus of one who steps through the people with the arrow keys.
  return (
    <div className="flex flex-col gap-4">
      {picker}
      {chosen ? <p className="text-sm">{standing(chosen, t)}</p> : null}
      {chosen && leftAt ? (
        <LeftAtForm key={leftAt.entryId} siteId={siteId} {...leftAt} onDone={onDone} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormServerError message={error} />
          <DialogFooter>
            <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
              {tShell("shell.cancel")}
            </Button>
            {chosen && !blocked ? (
              <SubmitButton pending={mutation.isPending} pendingText={t("site.register.sending")}>
                {kind === "in" ? t("site.register.checkIn") : t("site.register.checkOut")}
              </SubmitButton>
            ) : null}
          </DialogFooter>
        </form>
      )}
    </div>
  );
}

function standing({ person, checkedInSince, checkedInElsewhere }: RosterPerson, t: Translate<typeof siteSv>): string {
  if (checkedInSince) {
    // The date as 'På plats nu' writes it, once the check-in is not today's: a stay of 12 hours or more often began yesterday.
    const { date, time } = stockholmParts(checkedInSince);
    return t("site.register.hereSince", { when: `${time}${date === todayIn() ? "" : ` ${date}`}` });
  }
  if (checkedInElsewhere) return t("site.register.elsewhere", { name: person.fullName, site: checkedInElsewhere });
  return t("site.register.notIn");
}
