import type sv from "./sv";
import type { Translation } from "../../messages";

export default {
  "shell.tagline": "Raportowanie czasu pracy na budowie",
  "shell.language": "Język",
  "shell.languageNotSaved": "Nie udało się zapisać języka",
  "shell.theme.toLight": "Przełącz na jasny motyw",
  "shell.theme.toDark": "Przełącz na ciemny motyw",
  "shell.theme.light": "Jasny motyw",
  "shell.theme.dark": "Ciemny motyw",
  "shell.logout": "Wyloguj",
  "shell.logoutFailed": "Nie udało się wylogować",
  "shell.error": "Błąd",
  "shell.loading": "Wczytywanie...",
  "shell.somethingWentWrong": "Coś poszło nie tak",
  "shell.couldNotConnect": "Nie udało się połączyć z serwerem.",
  "shell.tryAgain": "Spróbuj ponownie",
  "shell.role.worker": "Pracownik budowlany",
  "shell.role.admin": "Administrator",
  "shell.role.customer": "Klient",
  "shell.scroll.top": "Na górę",
  "shell.scroll.bottom": "Na dół",
} satisfies Translation<typeof sv>;
