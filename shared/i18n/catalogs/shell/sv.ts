/**
 * What every screen shares (docs/i18n.md): the frames signed out and signed in, the header,
 * the language and theme switches, signing out, and a page that is loading or failed.
 */
export default {
  "shell.tagline": "Byggbranschens tidrapporteringssystem",
  "shell.language": "Språk",
  "shell.languageNotSaved": "Språket kunde inte sparas",
  "shell.theme.toLight": "Byt till ljust tema",
  "shell.theme.toDark": "Byt till mörkt tema",
  "shell.theme.light": "Ljust tema",
  "shell.theme.dark": "Mörkt tema",
  "shell.logout": "Logga ut",
  "shell.logoutFailed": "Kunde inte logga ut",
  "shell.error": "Fel",
  "shell.loading": "Laddar...",
  "shell.somethingWentWrong": "Något gick fel",
  "shell.couldNotConnect": "Kunde inte ansluta till servern.",
  "shell.tryAgain": "Försök igen",
  "shell.role.worker": "Byggarbetare",
  "shell.role.admin": "Admin",
  "shell.role.customer": "Kund",
  "shell.scroll.top": "Till toppen",
  "shell.scroll.bottom": "Till botten",
} as const;
