import { EXPENSE_KIND_LABELS, type ExpenseKind } from "@shared/domain";

/**
 * What the ersättningar's screens say (docs/product-rules.md §16), beside the rules' own
 * messages in EXPENSE_MSG (shared/validation/expenses.ts).
 */
export const EXPENSE_TEXTS = {
  listTitle: "Mina ersättningar",
  listDescription: "Utlägg, milersättning och traktamente du har skickat, nyast först. Tryck på en för att ändra eller ta bort den.",
  empty: "Inga ersättningar ännu. Välj Utlägg, Milersättning eller Traktamente för att skicka den första.",
  loadFailed: "Kunde inte hämta ersättningarna",
  newTitle: { utlagg: "Nytt utlägg", mil: "Ny milersättning", trakt: "Nytt traktamente" } satisfies Record<ExpenseKind, string>,
  editTitle: { utlagg: "Ändra utlägg", mil: "Ändra milersättning", trakt: "Ändra traktamente" } satisfies Record<ExpenseKind, string>,
  intro: {
    utlagg: "Något du har betalat själv i jobbet. Ta en bild av kvittot.",
    mil: "En resa i tjänsten med egen bil.",
    trakt: "En tjänsteresa med övernattning mer än 50 km hemifrån.",
  } satisfies Record<ExpenseKind, string>,
  send: { utlagg: "Skicka utlägg", mil: "Skicka milersättning", trakt: "Skicka traktamente" } satisfies Record<ExpenseKind, string>,
  sending: "Skickar...",
  /** The trakt form's button while the trip gives no allowance: it cannot be sent (docs/product-rules.md §16). */
  nothingPaid: "Inget traktamente betalas ut",
  cancel: "Avbryt",
  remove: "Ta bort",
  camera: "Ta bild av kvittot",
  ratesMissing: "Kronorna visas när satserna har hämtats. Servern räknar dem när du skickar.",
  lockedForPayroll: "Perioden är låst för lön: ersättningen kan inte ändras.",
  verified: "Ersättningen är attesterad och kan inte ändras.",
} as const;

export const sentToast = (kind: ExpenseKind) => ({ title: "Ersättning skickad", description: `${EXPENSE_KIND_LABELS[kind]} har skickats för attest.` });
export const UPDATED_TOAST = { title: "Ersättning uppdaterad", description: "Ersättningen har skickats för attest igen." };
export const REMOVED_TOAST = { title: "Ersättning borttagen", description: "Ersättningen har tagits bort." };
export const QUEUED_TOAST = { title: "Sparad – skickas när du har uppkoppling", description: "Ersättningen ligger i kön på telefonen." };
export const REMOVE_QUESTION = { title: "Ta bort ersättningen?", description: "Den tas bort och skickas inte till lönen." };
