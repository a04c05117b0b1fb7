import {
  COMPANY_NAME_MAX,
  EMPLOYEE_NUMBER_MAX,
  PAY_PERIOD_MAX_DAYS,
  REOPEN_REASON_MAX,
  REOPEN_REASON_MIN,
  DAILY_NORM_MAX_HOURS,
  DAILY_NORM_MIN_HOURS,
} from "./constants";
import { formatDate, formatHours, PAXML_DIM_ID_MAX } from "../domain";

/**
 * Swedish messages of the payroll rules (docs/product-rules.md §10), shared by the forms and the API,
 * apart from the schemas in payroll.ts: the worker's dashboard names a locked period and never loads
 * zod (docs/decisions/2026-11-24-client-bundles.md). payroll.ts exports them as well.
 */
export const PAYROLL_MSG = {
  employeeNumberMax: `Anställningsnumret får vara högst ${EMPLOYEE_NUMBER_MAX} tecken`,
  employeeNumberTaken: "Anställningsnumret används redan",
  companyNameRequired: "Företagsnamn krävs",
  companyNameMax: `Företagsnamnet får vara högst ${COMPANY_NAME_MAX} tecken`,
  orgNumberFormat: "Organisationsnummer anges som NNNNNN-NNNN",
  orgNumberChecksum: "Organisationsnumret är inte giltigt (kontrollsiffran stämmer inte)",
  unknownPayrollCode: "Okänd lönekod: välj en PAXml-tidkod",
  invalidOvertimeRule: "Ogiltig övertidsregel",
  limitRange: "Ange gränsen i hela timmar",
  dailyNormRange: `Ange normen i hela eller halva timmar, ${DAILY_NORM_MIN_HOURS}–${DAILY_NORM_MAX_HOURS}`,
  periodOrder: "Startdatum måste vara före slutdatum.",
  periodTooLong: `En löneperiod får vara högst ${PAY_PERIOD_MAX_DAYS} dagar`,
  periodOverlaps: "Perioden överlappar en redan exporterad löneperiod",
  periodLocked: "Perioden är låst för lön",
  unattested: (n: number) => (n === 1 ? "1 rapport i perioden är inte attesterad" : `${n} rapporter i perioden är inte attesterade`),
  /** Some of the unattested reports were sent back to the worker and not sent again (`draft`). */
  unattestedOrReturned: (n: number) =>
    n === 1 ? "1 rapport i perioden är inte attesterad eller skickad tillbaka" : `${n} rapporter i perioden är inte attesterade eller skickade tillbaka`,
  missingEmployeeNumbers: (names: string[]) => `Anställningsnummer saknas för ${names.join(", ")}`,
  /** Neither verified hours nor attested expenses (docs/product-rules.md §16) in the period. */
  nothingToExport: "Det finns inga attesterade timmar eller ersättningar i perioden",
  projectNumbersTooLong: (numbers: string[]) =>
    `Projektnummer längre än ${PAXML_DIM_ID_MAX} tecken kan inte skickas till lönesystemet (PAXml): ${numbers.join(", ")}`,
  /** An export writes our company into the file and its record (docs/product-rules.md §10): never blank. */
  companyMissingForExport: "Ange företagets namn och organisationsnummer under Lön › Inställningar innan perioden exporteras",
  /** The payroll file cannot carry them (docs/product-rules.md §10): data saved before the rule, refused at export and download. */
  companyNameNotForPayroll:
    "Företagsnamnet i löneinställningarna innehåller tabb, radbrytning eller styrtecken, som inte kan skickas till lönesystemet (PAXml)",
  employeeNumbersNotForPayroll: (names: string[]) =>
    `Anställningsnummer med tabb, radbrytning eller styrtecken kan inte skickas till lönesystemet (PAXml): ${names.join(", ")}`,
  projectNumbersNotForPayroll: (numbers: string[]) =>
    `Projektnummer med tabb, radbrytning eller styrtecken kan inte skickas till lönesystemet (PAXml): ${numbers.join(", ")}`,
  /** A code of the code map in the snapshot (`tidkod`, `lonart`) with a control character: only stored by going around the input rules. */
  payrollCodesNotForPayroll: (codes: string[]) =>
    `Lönekoder med tabb, radbrytning eller styrtecken kan inte skickas till lönesystemet (PAXml): ${codes.join(", ")}`,
  /** Any other value of the snapshot the file cannot carry, named by its PAXml field: the writer's own last guard. */
  valueNotForPayroll: (field: string) =>
    `Exporten innehåller ett värde (${field}) med tabb, radbrytning eller styrtecken, som inte kan skickas till lönesystemet (PAXml)`,
  /** An attested expense's description (the file's `kommentar`) with a control character: only stored by going around the input rules. */
  expenseTextsNotForPayroll: (names: string[]) =>
    `Beskrivningar av ersättningar med styrtecken kan inte skickas till lönesystemet (PAXml): ${names.join(", ")}`,
  reopenReasonMin: `Ange en anledning på minst ${REOPEN_REASON_MIN} tecken`,
  reopenReasonMax: `Anledningen får vara högst ${REOPEN_REASON_MAX} tecken`,
  alreadyReopened: "Löneperioden är redan öppnad igen",
  /** `?only=` of the PAXml download names anything but `changes`. */
  paxmlOnlyChanges: "Filen kan bara begränsas till ändringarna (only=changes)",
  /** The rättelse file of a period's first export: there is nothing before it to correct. */
  noPreviousExport: "Perioden har inte exporterats tidigare – importera hela filen",
  /** `acknowledgeWarnings` of an export's body is not a boolean. */
  acknowledgeWarningsBoolean: "Bekräftelsen av varningarna ska vara true eller false",
  /** The 409 of an export with warnings the admin has not acknowledged. */
  warningsNotAcknowledged: (n: number) =>
    `Perioden har ${n === 1 ? "1 varning" : `${n} varningar`}. Granska ${n === 1 ? "den" : "dem"} och bekräfta för att exportera ändå.`,
  /**
   * The sentence of a preview warning, after the worker's name; dates as '4 nov.'. A `long-day` is
   * 'Arbetad tid' beyond the company's daily norm (`normHours`, docs/product-rules.md §10).
   */
  warning: (kind: "missing-days" | "duplicates" | "long-day" | "not-in-ledger", dates: string[], normHours: number) => {
    const n = dates.length;
    const list = dates.map((d) => formatDate(d, "day-month-short")).join(", ");
    switch (kind) {
      case "missing-days":
        return `${n === 1 ? "1 arbetsdag" : `${n} arbetsdagar`} utan rapport: ${list}`;
      case "duplicates":
        return `Dubbletter (samma dag, kod, projekt och timmar): ${list}`;
      case "long-day":
        return `Mer än normens ${formatHours(normHours, "input")} h Arbetad tid på en dag, kanske övertid: ${list}`;
      case "not-in-ledger":
        return `Arbete på en byggarbetsplats utan incheckning i personalliggaren: ${list}`;
    }
  },
} as const;
