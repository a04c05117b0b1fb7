import { Copy, Link2 } from "lucide-react";
import { useId, useState } from "react";
import type { CreatedInspectionLink } from "@shared/types";
import siteSv from "@shared/i18n/catalogs/site/sv";
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
import { useT } from "@/lib/i18n/runtime";
import { stockholmParts } from "@/lib/ledger/ledger-format";
import { QrCodeImage } from "./qr-code-image";

/** An instant to the minute, in Stockholm: '2026-11-20 14:58'. */
const minute = (iso: string) => {
  const { date, time } = stockholmParts(iso);
  return `${date} ${time.slice(0, 5)}`;
};

/** A no-break space: the date and the time stay on one line. */
const nowrap = (text: string) => text.replace(" ", "\u00a0");

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
  const t = useT(siteSv);
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
          <DialogTitle>{t("site.link.title")}</DialogTitle>
          <DialogDescription>{t("site.link.text")}</DialogDescription>
        </DialogHeader>
        {created ? <CreatedLink link={created} /> : <CreateForm siteId={siteId} onCreated={setCreated} />}
        <LinksInForce siteId={siteId} open={open} onRevoked={(id) => setCreated((shown) => (shown?.id === id ? null : shown))} />
      </DialogContent>
    </Dialog>
  );
}

function CreateForm({ siteId, onCreated }: { siteId: string; onCreated: (link: CreatedInspectionLink) => void }) {
  const t = useT(siteSv);
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
        <Label htmlFor={id}>{t("site.link.validFor")}</Label>
        <Select id={id} value={String(hours)} onChange={(e) => setHours(Number(e.target.value))}>
          <SelectOptions options={HOURS.map((h) => ({ id: String(h), label: t("site.link.hours", { hours: h }) }))} />
        </Select>
      </div>
      <Button type="submit" disabled={create.isPending}>
        <Link2 aria-hidden="true" />
        {create.isPending ? t("site.link.creating") : t("site.link.create")}
      </Button>
      {create.error ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:basis-full">
          {errorMessage(create.error, t("site.link.createFailed"))}
        </p>
      ) : null}
    </form>
  );
}

function CreatedLink({ link }: { link: CreatedInspectionLink }) {
  const t = useT(siteSv);
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      toast({ variant: "destructive", title: t("site.link.copyFailed"), description: t("site.link.copyFailedText") });
    }
  };
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-muted/30 p-4">
      <div className="flex w-full flex-col gap-2">
        <Label htmlFor={id}>{t("site.link.link")}</Label>
        <Input id={id} readOnly value={link.url} className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
      </div>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        {t("site.link.copy")}
      </Button>
      <p role="status" className="min-h-5 text-sm font-medium text-green-700 dark:text-green-400">
        {copied ? t("site.link.copied") : ""}
      </p>
      <QrCodeImage text={link.url} label={t("site.link.qr")} />
      <p className="text-base font-semibold tabular-nums">{t("site.link.validUntil", { time: minute(link.expiresAt) })}</p>
    </div>
  );
}

function LinksInForce({ siteId, open, onRevoked }: { siteId: string; open: boolean; onRevoked: (id: string) => void }) {
  const t = useT(siteSv);
  const links = useInspectionLinks(siteId, open);
  const revoke = useRevokeInspectionLink({
    mutationConfig: {
      onSuccess: (_, { linkId }) => {
        onRevoked(linkId);
        toast({ title: t("site.link.revoked") });
      },
      onError: (error) => toast({ variant: "destructive", title: t("site.link.revokeFailed"), description: errorMessage(error, t("site.link.tryAgain")) }),
    },
  });
  return (
    <section className="flex flex-col gap-2 border-t pt-4" aria-labelledby="links-in-force">
      <h3 id="links-in-force" className="font-bold">
        {t("site.link.inForce")}
      </h3>
      {links.error ? (
        <PanelError message={errorMessage(links.error, t("site.link.inForceFailed"))} />
      ) : !links.data ? (
        <PanelLoading label={t("site.link.inForceLoading")} />
      ) : links.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("site.link.noneInForce")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border" aria-label={t("site.link.inForce")}>
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 text-sm">
                <span className="block font-semibold tabular-nums">{t("site.link.validUntil", { time: minute(link.expiresAt) })}</span>
                <span className="block text-muted-foreground">
                  {t("site.link.createdBy", { name: link.createdBy.fullName, time: nowrap(minute(link.createdAt)) })}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={t("site.link.revokeNamed", { time: minute(link.expiresAt) })}
                disabled={revoke.isPending && revoke.variables.linkId === link.id}
                onClick={() => revoke.mutate({ siteId, linkId: link.id })}
              >
                {t("site.link.revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
