import type sv from "./sv";
import type { Translation } from "../../messages";

export default {
  "auth.login.title": "Sign in",
  "auth.login.description": "Enter your email and password to continue.",
  "auth.login.noAccount": "No account yet?",
  "auth.login.createAccount": "Create account",
  "auth.login.byInvitation": "Accounts are created by an invitation from your supervisor.",
  "auth.login.setupAdmin": "Create admin account",
  "auth.login.forgotPassword": "Forgot password?",
  "auth.login.submit": "Sign in",
  "auth.login.submitting": "Signing in...",
  "auth.login.succeeded": "Signed in",
  "auth.login.welcome": "Welcome!",
  "auth.login.failed": "Could not sign in",
  "auth.login.invalidCredentials": "Wrong email or password",
  "auth.demo.title": "Demo accounts",
  "auth.demo.description": "Try the app with a ready-made account.",
  "auth.demo.fill": "Fill in",
  "auth.demo.fillAccount": "Fill in {account}",
  "auth.field.email": "Email",
  "auth.field.password": "Password",
} satisfies Translation<typeof sv>;
