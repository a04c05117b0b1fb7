import type sv from "./sv";
import type { Translation } from "../../messages";

export default {
  "shell.tagline": "Time reporting for construction",
  "shell.language": "Language",
  "shell.languageNotSaved": "The language could not be saved",
  "shell.theme.toLight": "Switch to light theme",
  "shell.theme.toDark": "Switch to dark theme",
  "shell.theme.light": "Light theme",
  "shell.theme.dark": "Dark theme",
  "shell.logout": "Sign out",
  "shell.logoutFailed": "Could not sign out",
  "shell.error": "Error",
  "shell.loading": "Loading...",
  "shell.somethingWentWrong": "Something went wrong",
  "shell.couldNotConnect": "Could not connect to the server.",
  "shell.tryAgain": "Try again",
  "shell.role.worker": "Construction worker",
  "shell.role.admin": "Admin",
  "shell.role.customer": "Customer",
  "shell.scroll.top": "To the top",
  "shell.scroll.bottom": "To the bottom",
} satisfies Translation<typeof sv>;
