import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { PAY_CODE_INFO, PAY_CODES } from "@shared/domain";
import type { PayrollSettingsFormValues } from "@shared/validation/payroll";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

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
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <div>
        <CardTitle as="h3" size="md">
          Ersättningar i lönesystemet
        </CardTitle>
        <CardDescription>
          Låt koden stå kvar för att skicka PAXml-lönekoden, eller skriv lönesystemets egen löneart (högst 20 tecken) för var och en av ersättningarna.
        </CardDescription>
      </div>
      <ul className="flex flex-col divide-y">
        {PAY_CODES.map((code) => {
          const id = `code-map-${code}`;
          const error = errors?.[code]?.message;
          return (
            <li key={code} className="grid gap-1.5 py-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] sm:items-center sm:gap-3">
              <label htmlFor={id} className="text-sm font-medium">
                {PAY_CODE_INFO[code].label} <span className="text-muted-foreground">({code})</span>
              </label>
              <div className="flex flex-col gap-1">
                <Input
                  id={id}
                  aria-label={`Lönekod för ${PAY_CODE_INFO[code].label}`}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? fieldErrorId(id) : undefined}
                  {...register(`codeMap.${code}`)}
                />
                {error ? (
                  <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
