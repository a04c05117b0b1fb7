import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { DESCRIPTION_MIN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from "./constants";

/** Swedish messages used by both the forms and the API (docs/product-rules.md §14). */
export const MSG = {
  invalidEmail: "Ogiltig e-postadress",
  passwordRequired: "Lösenord krävs",
  passwordMin: `Lösenord måste vara minst ${PASSWORD_MIN} tecken`,
  passwordMax: `Lösenordet får vara högst ${PASSWORD_MAX} tecken`,
  passwordCommon: "Lösenordet är för vanligt – välj ett annat",
  usernameMin: `Användarnamn måste vara minst ${USERNAME_MIN} tecken`,
  usernameRequired: "Användarnamn krävs",
  fullNameRequired: "Fullständigt namn krävs",
  passwordsMismatch: "Lösenorden matchar inte",
  missingToken: "Ingen återställningstoken hittades",
  invalidResetLink: "Återställningslänken är ogiltig eller har gått ut",
  /** A text over its limit names the limit: 'Högst 2000 tecken'. */
  tooLong: (max: number) => `Högst ${max} tecken`,
  projectRequired: "Projekt måste väljas",
  dateRequired: "Datum måste anges",
  hoursRequired: "Timmar måste anges",
  hoursPositive: "Timmar måste vara ett positivt tal",
  descriptionMin: `Beskrivning måste vara minst ${DESCRIPTION_MIN} tecken`,
  mustConfirm: "Du måste bekräfta att uppgifterna är korrekta",
  projectNumberRequired: "Projektnummer krävs",
  projectTitleRequired: "Projektnamn krävs",
  invalidRole: "Ogiltig roll",
  /** A `locale` that is not one of the product's languages (docs/product-rules.md §17). */
  invalidLocale: `Okänt språk – välj ett av ${LOCALES.join(", ")}`,
  invalidStatus: "Ogiltig status",
  invalidDate: "Ogiltigt datum",
  invalidId: "Ogiltigt id",

  // Server-side (docs/product-rules.md §14, §4)
  unauthenticated: "Du måste logga in",
  forbidden: "Åtkomst nekad",
  notFound: "Hittades inte",
  rateLimited: "För många försök. Försök igen om en stund.",
  unexpected: "Ett oväntat fel inträffade",
  unavailable: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.",
  invalidInput: "Ogiltiga uppgifter",
  invalidCredentials: "Ogiltiga inloggningsuppgifter",
  adminExists: "Det finns redan en administratör",
  usernameTaken: "Användarnamnet är upptaget",
  emailTaken: "E-postadressen används redan",
  forgotPasswordSent: "Om e-postadressen finns kommer du få ett återställningsmeddelande",
  /** Forgot password on a server that cannot send mail (docs/product-rules.md §1). */
  forgotPasswordAskAdmin: "Lösenord kan inte återställas via e-post här – be en administratör att sätta ett nytt lösenord åt dig",
  passwordReset: "Lösenordet har återställts",
  loggedOut: "Utloggad",
  adminOnly: "Endast admin-konton kan logga in här",
  crossSite: "Begäran nekades: den kom från en annan webbplats",
  jsonOnly: "Förfrågan måste skickas som JSON",
  bodyTooLarge: "Förfrågan är för stor",
  malformedJson: "Förfrågan innehåller ogiltig JSON",
  corruptBody: "Förfrågan är felaktigt komprimerad",
  invalidCharacter: "Texten innehåller ett otillåtet tecken",
  /** A tab, line break or control character in a name or number that goes into the payroll file (PAXml). */
  notForPayroll: "Texten innehåller tabb, radbrytning eller styrtecken, som inte kan skickas till lönesystemet",
} as const;

// Every schema names its messages; this covers what none names (an array where a text was
// expected, a body that is not an object), so that no English zod message reaches a user.
z.config({ customError: () => MSG.invalidInput });
