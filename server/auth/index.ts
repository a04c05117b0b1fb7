/** The public face of the `auth` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { createMailer, type Mailer } from "./mailer";
export { createPassport } from "./passport";
export { createSessionMiddleware, developmentSessionSecret, pruneExpiredSessions, sessionCookieName } from "./session";
export { presentDemoAccount } from "./presenter";
export { authRouter } from "./routes";
export { createAuthService } from "./service";
export { createAccountSettingsService } from "./account-settings";
export { invitationsRouter } from "./invitation-routes";
export { createInvitationService } from "./invitation-service";
export { signedOutStatus } from "./signed-out-status";
