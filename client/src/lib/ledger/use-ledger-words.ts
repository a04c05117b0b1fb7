import { useMemo } from "react";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useT } from "@/lib/i18n/runtime";
import type { CorrectionAction } from "./entry-groups";
import type { LedgerWords } from "./ledger-words";

const CORRECTED_BY = { "new-time": "site.list.newTime", "added-out": "site.list.addedOut", void: "site.list.void" } as const satisfies Record<
  CorrectionAction,
  keyof typeof siteSv
>;

/** The ledger's lists in the reader's language (the `site` area): the platsansvarig's day, never the control view. */
export function useLedgerWords(): LedgerWords {
  const t = useT(siteSv);
  return useMemo(
    () => ({
      headers: [t("site.list.time"), t("site.list.person"), t("site.list.company"), t("site.list.kind"), t("site.list.method")],
      actionHeader: t("site.list.action"),
      listName: (period) => t("site.list.name", { period }),
      kind: (kind) => t(`site.kind.${kind}`),
      method: (method) => t(`site.method.${method}`),
      late: t("site.list.late"),
      voided: t("site.list.voided"),
      superseded: t("site.list.superseded"),
      correctedBy: (action, name) => t(CORRECTED_BY[action], { name }),
      reason: (reason) => t("site.list.reason", { reason }),
      correct: t("site.list.correct"),
      correctEntry: (entry) => t("site.list.correctEntry", { entry }),
      presentNow: t("site.present.title"),
      nobodyPresent: t("site.present.nobody"),
      since: (when) => t("site.present.since", { when }),
    }),
    [t],
  );
}
