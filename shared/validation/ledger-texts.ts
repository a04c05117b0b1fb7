import type { LedgerScope } from "../domain/ledger";
import type { OurCompany, OurCompanySetting } from "../types/ledger";
import type { LedgerClockTimes, LedgerReportTimes } from "../domain/ledger-times";

/**
 * The personalliggare's Swedish texts (docs/product-rules.md §15), apart from the request
 * schemas in ledger.ts: the worker's dashboard shows them and never loads zod
 * (docs/decisions/2026-11-24-client-bundles.md). ledger.ts exports them as well. The ledger's
 * words (scopes, entry kinds and methods with their labels, event actions) and its time
 * limits are shared/domain/ledger.ts.
 */
export const LEDGER_MSG = {
  // Entries
  alreadyCheckedIn: (name: string, site: string) => `${name} är redan incheckad på ${site}`,
  notCheckedIn: (name: string) => `${name} är inte incheckad`,
  checkedInElsewhere: (name: string, site: string) => `${name} är incheckad på ${site}. Checka ut där.`,
  identityNumberMissing: "Personnummer saknas",
  identityNumberMissingFor: (name: string) => `${name} saknar personnummer. En administratör lägger in det på användaren.`,
  tooFarAhead: "Tiden får ligga högst 2 minuter fram i tiden",
  tooFarBack: "Tiden får ligga högst 48 timmar bakåt. Be platsansvarig om en rättelse.",
  outBeforeIn: "Utcheckningen kan inte ligga före incheckningen",
  notBeforeLatest: "Tiden ligger före den senaste registreringen",
  invalidTime: "Ogiltig tidpunkt",
  kind: "Välj in eller ut",
  notAllowed: "Du får inte registrera någon annan på den här byggarbetsplatsen",
  correctNotAllowed: "Du får inte rätta poster på den här byggarbetsplatsen",
  correctOwnNotAllowed: "Du kan inte rätta dina egna registreringar – be en annan platsansvarig eller en admin",
  /** A check-out without a time of someone checked in for more than 12 hours (`checkOutNeedsTime`). */
  outNeedsTime: (name: string) => `Incheckad i mer än 12 timmar – ange när ${name} gick`,
  /** The same, to the person checking itself out. */
  outNeedsOwnTime: "Du har varit incheckad i mer än 12 timmar – ange när du gick",
  onlyOneWho: "Ange antingen en användare eller en person, inte båda",
  userUnknown: "Personen finns inte",
  personUnknown: "Personen finns inte på den här byggarbetsplatsen",
  // Corrections
  reasonLength: "Ange en anledning med 10–500 tecken",
  correctionInFuture: "Tiden kan inte ligga i framtiden",
  correctionOutsideSite: "Tiden måste ligga inom byggarbetsplatsens datum",
  correctionSuperseded: "Posten är redan rättad. Rätta den senaste rättelsen.",
  correctionVoided: "Posten är struken och kan inte rättas",
  correctionNothing: "Ange en ny tid eller stryk posten",
  correctionOutOnlyForIn: "En glömd utcheckning läggs till på en incheckning",
  correctionOutOfOrder: "Tiden måste ligga mellan personens föregående och nästa registrering",
  correctionAlreadyOut: "Incheckningen har redan en utcheckning",
  // Control list
  periodOrder: "Till-datum kan inte vara före från-datum",
  periodTooLong: "Välj en period på högst 366 dagar",
  // Other companies and their people
  notSamlad: "Andra företag registreras bara på en byggarbetsplats med samlad personalliggare",
  companyName: "Ange företagets namn",
  companyTaken: "Företaget finns redan på byggarbetsplatsen",
  companyUnknown: "Företaget finns inte på byggarbetsplatsen",
  companyChoose: "Välj personens företag",
  personName: "Ange personens namn",
  personTaken: "Personen finns redan på byggarbetsplatsen",
  id06Format: "Ange ID06-kortets nummer med 1–30 bokstäver, siffror och '-'",
  // On screen
  checkIn: "Checka in",
  checkOut: "Checka ut",
  checkedInSince: (time: string, site: string) => `Incheckad sedan ${time} på ${site}`,
  longShift: "Du har varit incheckad i mer än 14 timmar. Glömde du att checka ut?",
  late: "Registrerad i efterhand",
  voided: "Struken",
  pending: "Väntar på att skickas",
  registerOthers: "Registrera någon annan",
  // Kontroll: the control view, its exports and the inspector's link
  control: "Kontroll",
  presentNow: "På plats nu",
  allCompanies: "Alla företag",
  ownCompany: "Egen personal",
  downloadCsv: "Ladda ner CSV",
  downloadPdf: "Skriv ut / PDF",
  inspectionLink: "Länk till inspektör",
  linkHours: "Välj 1–24 timmar",
  linkGone: "Länken har gått ut eller återkallats",
  linkValidUntil: (time: string) => `Giltig till ${time}`,
  linkNotAllowed: "Du får inte hantera kontrollänkar på den här byggarbetsplatsen",
  exportFormat: "Välj format",
  eventLog: "Händelselogg",
  // Kontroll on screen (docs/product-rules.md §15 "Kontroll on screen")
  controlTitle: "Personalliggare – kontroll",
  /** Who keeps the ledger, before our company's name: the samlade one on a site of scope `site`. */
  keeper: (scope: LedgerScope) => (scope === "site" ? "Platsens samlade personalliggare förs av" : "Personalliggaren förs av"),
  /** In place of our company's name or org number when the payroll settings hold it in a form that cannot be read. */
  keeperUnreadable: {
    companyName: "Företagets namn kan inte läsas ur inställningarna",
    orgNumber: "Företagets organisationsnummer kan inte läsas ur inställningarna",
  },
  builderLabel: "Byggherre",
  skvIdLabel: "Skatteverkets ID",
  skvIdMissing: "Saknas",
  notGiven: "Ej angiven",
  /** Above the site's versions when its facts changed within the period ("A site's history"). */
  siteHistoryHeading: "Platsens uppgifter under perioden",
  entriesHeading: "Registreringar",
  noEntriesDay: "Inga registreringar den här dagen.",
  noEntriesPeriod: "Inga registreringar under perioden.",
  nobodyPresent: "Ingen är incheckad just nu.",
  periodFrom: "Från",
  periodTo: "Till",
  companyFilter: "Företag",
  personFilter: "Person",
  personFilterHint: "Namn eller personnummer",
  search: "Sök",
  refresh: "Uppdatera",
  superseded: "Ersatt",
  readOnly: "Skrivskyddad vy av personalliggaren för Skatteverkets kontroll.",
  // The chain (docs/product-rules.md §15, "Kedjan")
  chainWhole: (time: string) => `Kedjan är obruten (kontrollerad ${time})`,
  chainBroken: (row: string) => `Kedjan är bruten vid ${row}. Raderna från och med den kan ha ändrats utanför Tidrapport.`,
  chainBrokenEntry: (id: string) => `posten ${id}`,
  chainBrokenEvent: (id: string) => `händelse nr ${id} i loggen`,
  chainBrokenEnd: "slutet: de sista raderna saknas",
  chainChecking: "Kontrollerar kedjan...",
  chainCheckFailed: "Kunde inte kontrollera kedjan",
  linkGoneHint: "Be den som gav dig länken om en ny.",
  linkValidFor: "Giltig i",
  linkHoursOption: (hours: number) => (hours === 1 ? "1 timme" : `${hours} timmar`),
  pdfMade: "PDF skapad",
  pdfFailed: "Kunde inte skapa PDF-filen",
  exportNotLogged: "PDF:en skapades men kunde inte skrivas i händelseloggen",
  // Hours and the ledger
  notInLedger: "Ej i personalliggaren",
  fetchFromLedger: "Hämta från personalliggaren",
  fetchNothing: "Ingen in- eller utcheckning på byggarbetsplatsen den dagen",
  fetchNoSite: "Projektet hör inte till någon byggarbetsplats",
  fetchOffline: "Tiderna kan hämtas från personalliggaren när du har uppkoppling.",
  fetchFailed: "Kunde inte hämta tiderna från personalliggaren",
  /**
   * Under 'Start' and 'Slut' once the ledger filled them (`ledgerReportTimes`): what the ledger
   * said, and whether the times were rounded to half hours or 'Slut' left to the worker.
   */
  fromLedger: (ledger: LedgerClockTimes, filled: LedgerReportTimes) => {
    const said = `Från personalliggaren: in ${ledger.checkIn}${ledger.checkOut === null ? "" : `, ut ${ledger.checkOut}`}`;
    // No clock time says the stay (docs/product-rules.md §5): the real hours go alone, or the worker fills them.
    if (filled.startTime === null) {
      return filled.hours === null
        ? `${said} (klockan ställdes om: fyll i Timmar själv)`
        : `${said} (klockan ställdes om under passet: ${String(filled.hours).replace(".", ",")} h utan start- och sluttid)`;
    }
    if (ledger.checkOut !== null && filled.endTime === null) return `${said} (för kort för en rapport i halvtimmar: fyll i Slut själv)`;
    const rounded = filled.startTime !== ledger.checkIn || (filled.endTime !== null && filled.endTime !== ledger.checkOut);
    return rounded ? `${said} (avrundat till halvtimmar)` : said;
  },
  reportTheDay: "Rapportera dagen",
  reportTheDayHint: "Visar dagens tidrapport ifylld från personalliggaren. Inget skickas förrän du har tittat på den och tryckt på 'Bekräfta och skicka'.",
} as const;

/**
 * Our company as the ledger's record writes it (docs/product-rules.md §10, §15): a setting that
 * cannot be read is never a blank, but the line saying so, in the control view, its PDF and CSV.
 */
export function keeperAsWritten(ours: OurCompany): { name: string; orgNumber: string } {
  const written = (setting: OurCompanySetting, value: string) => (ours.unreadable.includes(setting) ? LEDGER_MSG.keeperUnreadable[setting] : value);
  return { name: written("companyName", ours.name), orgNumber: written("orgNumber", ours.orgNumber) };
}
