import type sv from "./sv";
import type { Translation } from "../../messages";

export default {
  "auth.login.title": "Zaloguj się",
  "auth.login.description": "Podaj e-mail i hasło, aby kontynuować.",
  "auth.login.noAccount": "Nie masz konta?",
  "auth.login.createAccount": "Załóż konto",
  "auth.login.byInvitation": "Konto zakładasz przez zaproszenie od swojego kierownika (arbetsledare).",
  "auth.login.setupAdmin": "Utwórz konto administratora",
  "auth.login.forgotPassword": "Nie pamiętasz hasła?",
  "auth.login.submit": "Zaloguj się",
  "auth.login.submitting": "Logowanie...",
  "auth.login.succeeded": "Zalogowano",
  "auth.login.welcome": "Witaj!",
  "auth.login.failed": "Błąd logowania",
  "auth.login.invalidCredentials": "Nieprawidłowy e-mail lub hasło",
  "auth.demo.title": "Konta demo",
  "auth.demo.description": "Wypróbuj aplikację na gotowym koncie.",
  "auth.demo.fill": "Wypełnij",
  "auth.demo.fillAccount": "Wypełnij: {account}",
  "auth.field.email": "E-mail",
  "auth.field.password": "Hasło",
} satisfies Translation<typeof sv>;
