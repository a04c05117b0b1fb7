import { useForm } from "react-hook-form";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { lazyResolver } from "@/lib/lazy-resolver";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";

/** As the shared schema reads it: empty is no number at all. */
interface IdentityFields {
  identityNumber?: string | null;
}

// The shared personnummer rules with zod, fetched when the field is first used: the dashboard
// itself never loads zod (docs/decisions/2026-11-24-client-bundles.md).
const identity = lazyResolver<IdentityFields, { identityNumber: string }>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("zod"), import("@shared/validation/users")]).then(
    ([{ zodResolver }, { z }, { identityNumberSchema }]) =>
      zodResolver(z.object({ identityNumber: identityNumberSchema.refine((v): v is string => v !== null, LEDGER_MSG.identityNumberMissing) })),
  ),
);

interface IdentityPromptProps {
  /** Resolves to the server's refusal, shown at the field, or null once sent. */
  onSend: (identityNumber: string) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * The first check-in of a worker whose personnummer is not on file (docs/product-rules.md §15):
 * the server asked for it ('Personnummer saknas'); it is sent with the same check-in and kept
 * on the account, never on the phone.
 */
export function IdentityPrompt({ onSend, onCancel }: IdentityPromptProps) {
  const t = useT(checkinSv);
  const ts = useT(shellSv);
  const form = useForm<IdentityFields, unknown, { identityNumber: string }>({ resolver: identity.resolver, defaultValues: { identityNumber: "" } });
  const onSubmit = form.handleSubmit(async ({ identityNumber }) => {
    const refused = await onSend(identityNumber);
    if (refused) form.setError("identityNumber", { message: refused });
  });
  return (
    <form onSubmit={onSubmit} onFocus={identity.preload} noValidate className="flex flex-col gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-3">
      <p className="text-sm">
        <strong className="font-semibold">{t("checkin.identity.missing")}.</strong> {t("checkin.identity.why")}
      </p>
      <TextField
        label={t("checkin.identity.label")}
        hint={t("checkin.identity.format")}
        autoComplete="off"
        // A keyboard with the hyphen of ÅÅÅÅMMDD-NNNN: a phone's numeric keypad has none.
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
        {...fieldsOf(form)("identityNumber")}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.formState.isSubmitting} pendingText={t("checkin.identity.sending")} className="flex-1">
          {t("checkin.identity.send")}
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          {ts("shell.cancel")}
        </Button>
      </div>
    </form>
  );
}
