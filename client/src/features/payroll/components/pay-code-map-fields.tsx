import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { PAY_CODE_INFO, PAY_CODES } from "@shared/domain";
import type { PayrollSettingsFormValues } from "@shared/validation/payroll";
import { FieldError, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { CodeMapRow, SettingsCard } from "./settings-card";

interface PayCodeMapFieldsProps {
  register: UseFormRegister<PayrollSettingsFormValues>;
  errors: FieldErrors<PayrollSettingsFormValues>["codeMap"];
}

/**
 * The code map's ersättningar (docs/product-rules.md §16), listed as the time codes are: each pay
 * code as the file writes it. Left as the code itself it is PAXml's `lonkod`; anything else is the
 * company's own löneart, written as `lonart`.
 */
export function PayCodeMapFields({ register, errors }: PayCodeMapFieldsProps) {
  const t = useT(payrollSv);
  return (
    <SettingsCard title={t("payroll.settings.payCodes")} description={t("payroll.settings.payCodesText")} list>
      <ul className="flex flex-col divide-y">
        {PAY_CODES.map((code) => {
          const id = `code-map-${code}`;
          const error = errors?.[code]?.message;
          return (
            <CodeMapRow key={code} id={id} label={PAY_CODE_INFO[code].label} code={code}>
              <div className="flex flex-col gap-1">
                <Input
                  id={id}
                  aria-label={t("payroll.settings.codeFor", { name: PAY_CODE_INFO[code].label })}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? fieldErrorId(id) : undefined}
                  {...register(`codeMap.${code}`)}
                />
                <FieldError id={id} error={error} />
              </div>
            </CodeMapRow>
          );
        })}
      </ul>
    </SettingsCard>
  );
}
