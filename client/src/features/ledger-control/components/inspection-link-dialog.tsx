import { Copy, Link2 } from "lucide-react";
import { useId, useState } from "react";
import type { CreatedInspectionLink } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { useCreateInspectionLink } from "@/api/sites/create-inspection-link";
import { useInspectionLinks } from "@/api/sites/get-inspection-links";
import { useRevokeInspectionLink } from "@/api/sites/revoke-inspection-link";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectOptions } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { stockholmParts } from "@/lib/ledger/ledger-format";
import { validUntilText } from "../lib/control-text";
import { QrCodeImage } from "./qr-code-image";

/** 1 to 24 hours (docs/product-rules.md §15); a working day unless chosen otherwise. */
const HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
export const DEFAULT_LINK_HOURS = 8;

interface InspectionLinkDialogProps {
  siteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Länk till inspektör': a read-only link to the control view for Skatteverket's inspector,
 * valid 1–24 hours. The new link's address is shown once, with a copy button and as a QR code
 * the inspector scans; below, the links in force, each with 'Återkalla'.
 */
export function InspectionLinkDialog({ siteId, open, onOpenChange }: InspectionLinkDialogProps) {
  const [created, setCreated] = useState<CreatedInspectionLink | null>(null);
  const close = (next: boolean) => {
    // The address is shown only while the dialog that made it is open.
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{LEDGER_MSG.inspectionLink}</DialogTitle>
          <DialogDescription>
            Länken öppnar kontrollvyn utan inloggning tills den går ut eller återkallas. Adressen visas bara nu, när länken skapas.
          </DialogDescription>
        </DialogHeader>
        {created ? <CreatedLink link={created} /> : <CreateForm siteId={siteId} onCreated={setCreated} />}
        <LinksInForce siteId={siteId} open={open} onRevoked={(id) => setCreated((shown) => (shown?.id === id ? null : shown))} />
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({ siteId, onCreated }: { siteId: string; onCreated: (link: CreatedInspectionLink) => void }) {
  const id = useId();
  const [hours, setHours] = useState(DEFAULT_LINK_HOURS);
  const create = useCreateInspectionLink({ mutationConfig: { onSuccess: (link) => onCreated(link) } });
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ siteId, hours });
      }}
    >
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor={id}>{LEDGER_MSG.linkValidFor}</Label>
        <Select id={id} value={String(hours)} onChange={(e) => setHours(Number(e.target.value))}>
          <SelectOptions options={HOURS.map((h) => ({ id: String(h), label: LEDGER_MSG.linkHoursOption(h) }))} />
        </Select>
      </div>
      <Button type="submit" disabled={create.isPending}>
        <Link2 aria-hidden="true" />
        {create.isPending ? "Skapar..." : LEDGER_MSG.linkCreate}
      </Button>
      {create.error ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:basis-full">
          {errorMessage(create.error, "Kunde inte skapa länken")}
        </p>
      ) : null}
    </form>
  );
}

function CreatedLink({ link }: { link: CreatedInspectionLink }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      toast({ variant: "destructive", title: "Kunde inte kopiera", description: "Markera länken och kopiera den." });
    }
  };
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-muted/30 p-4">
      <div className="flex w-full flex-col gap-2">
        <Label htmlFor={id}>Länk</Label>
        <Input id={id} readOnly value={link.url} className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
      </div>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        {LEDGER_MSG.linkCopy}
      </Button>
      <p role="status" className="min-h-5 text-sm font-medium text-green-700 dark:text-green-400">
        {copied ? LEDGER_MSG.linkCopied : ""}
      </p>
      <QrCodeImage text={link.url} label={LEDGER_MSG.linkQr} />
      <p className="text-base font-semibold tabular-nums">{validUntilText(link.expiresAt)}</p>
    </div>
  );
}

const minute = (iso: string) => {
  const { date, time } = stockholmParts(iso);
  return `${date} ${time.slice(0, 5)}`;
};

function LinksInForce({ siteId, open, onRevoked }: { siteId: string; open: boolean; onRevoked: (id: string) => void }) {
  const links = useInspectionLinks(siteId, open);
  const revoke = useRevokeInspectionLink({
    mutationConfig: {
      onSuccess: (_, { linkId }) => {
        onRevoked(linkId);
        toast({ title: LEDGER_MSG.linkRevoked });
      },
      onError: (error) => toast({ variant: "destructive", title: "Kunde inte återkalla länken", description: errorMessage(error, "Försök igen.") }),
    },
  });
  return (
    <section className="flex flex-col gap-2 border-t pt-4" aria-labelledby="links-in-force">
      <h3 id="links-in-force" className="font-bold">
        {LEDGER_MSG.linksInForce}
      </h3>
      {links.error ? (
        <PanelError message={errorMessage(links.error, "Kunde inte hämta länkarna")} />
      ) : !links.data ? (
        <PanelLoading label="Hämtar länkarna..." />
      ) : links.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{LEDGER_MSG.noLinksInForce}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border" aria-label={LEDGER_MSG.linksInForce}>
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 text-sm">
                <span className="block font-semibold tabular-nums">{validUntilText(link.expiresAt)}</span>
                <span className="block text-muted-foreground">{LEDGER_MSG.linkCreatedBy(link.createdBy.fullName, minute(link.createdAt))}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${LEDGER_MSG.linkRevoke} länken, ${validUntilText(link.expiresAt).toLowerCase()}`}
                disabled={revoke.isPending && revoke.variables.linkId === link.id}
                onClick={() => revoke.mutate({ siteId, linkId: link.id })}
              >
                {LEDGER_MSG.linkRevoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
