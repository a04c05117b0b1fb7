/**
 * The login screen (docs/i18n.md): the form and the demo accounts, in the login's own scripts.
 * The other signed-out screens are the `account` area. Swedish is the source: the spec's texts,
 * exactly.
 */
export default {
  "auth.login.title": "Logga in",
  "auth.login.description": "Ange din e-post och ditt lösenord för att fortsätta.",
  "auth.login.noAccount": "Har du inget konto?",
  "auth.login.createAccount": "Skapa konto",
  "auth.login.byInvitation": "Konton skapas med en inbjudan från din arbetsledare.",
  "auth.login.setupAdmin": "Skapa admin-konto",
  "auth.login.forgotPassword": "Glömt lösenord?",
  "auth.login.submit": "Logga in",
  "auth.login.submitting": "Loggar in...",
  "auth.login.succeeded": "Inloggning lyckades",
  "auth.login.welcome": "Välkommen!",
  "auth.login.failed": "Inloggningsfel",
  "auth.login.invalidCredentials": "Ogiltiga inloggningsuppgifter",
  "auth.demo.title": "Demo-konton",
  "auth.demo.description": "Prova systemet med ett färdigt konto.",
  "auth.demo.fill": "Fyll i",
  "auth.demo.fillAccount": "Fyll i {account}",
  "auth.field.email": "E-post",
  "auth.field.password": "Lösenord",
} as const;
