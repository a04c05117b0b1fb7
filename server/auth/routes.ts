import { Router, type Request } from "express";
import type { Passport } from "passport";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "../../shared/validation/auth";
import { ownAccountSchema } from "../../shared/validation/locale";
import type { DemoAccount } from "../../shared/types";
import { currentUser, type SessionUser } from "../lib/auth-guards";
import { requireSignedIn } from "./policies";
import { requestLocale } from "../lib/error-handler";
import { HttpError, problem } from "../lib/errors";
import { parseOrThrow } from "../lib/validate";
import { presentUser } from "../users";
import { presentAdminStatus, presentDemoAccount, presentMessage } from "./presenter";
import type { AuthService } from "./service";

function logIn(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error: unknown) => (error ? reject(error) : resolve())));
}

function authenticate(passport: InstanceType<typeof Passport>, req: Request): Promise<SessionUser | undefined> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (error: unknown, user: SessionUser | false) => {
      if (error) reject(error);
      else resolve(user || undefined);
    })(req, req.res, reject);
  });
}

export interface AuthRouterDeps {
  auth: AuthService;
  passport: InstanceType<typeof Passport>;
  sessionCookieName: string;
  demoAccounts: DemoAccount[];
  /** No SMTP and not production: the forgot-password screen shows its developer note. */
  resetLinkInLog: boolean;
  /** SMTP is configured: forgot-password mails a link; without it the answer sends the user to an admin. */
  mailConfigured: boolean;
}

export function authRouter({ auth, passport, sessionCookieName, demoAccounts, resetLinkInLog, mailConfigured }: AuthRouterDeps): Router {
  const router = Router();
  const ip = (req: Request) => req.ip ?? "unknown";

  router.get("/user", requireSignedIn, (req, res) => {
    res.json(presentUser(currentUser(req)));
  });

  // Signed-in users' own language (docs/product-rules.md §17); the next request's session reads it.
  router.patch("/user", requireSignedIn, async (req, res) => {
    const { locale } = parseOrThrow(ownAccountSchema, req.body);
    res.json(presentUser(await auth.setLocale(currentUser(req).id, locale)));
  });

  router.get("/admin/status", async (_req, res) => {
    const [hasAdmin, registration] = await Promise.all([auth.hasAdmin(), auth.registration()]);
    res.json(presentAdminStatus({ hasAdmin, resetLinkInLog, mailConfigured, registration }));
  });

  router.post("/admin/setup", async (req, res) => {
    const input = parseOrThrow(registerSchema, req.body);
    const user = await auth.setupAdmin(input, ip(req));
    await logIn(req, user);
    res.status(201).json(presentUser(user));
  });

  router.post("/login", async (req, res) => {
    // The strategy reads req.body; the shared schema has normalised the e-mail first.
    req.body = parseOrThrow(loginSchema, req.body);
    const user = await authenticate(passport, req);
    if (!user) throw new HttpError(401, problem("auth.invalid-credentials"));
    await logIn(req, user);
    res.json(presentUser(user));
  });

  router.post("/register", async (req, res) => {
    const input = parseOrThrow(registerSchema, req.body);
    const user = await auth.register(input, ip(req));
    await logIn(req, user);
    res.status(201).json(presentUser(user));
  });

  router.post("/forgot-password", async (req, res) => {
    const { email } = parseOrThrow(forgotPasswordSchema, req.body);
    await auth.forgotPassword(email);
    // Without SMTP no mail will come: the user is told to ask an admin (docs/product-rules.md §1).
    // That answer stays Swedish while the forgot-password screen tells it by its Swedish text.
    res.json(mailConfigured ? presentMessage(problem("done.reset-mail-sent"), requestLocale(req)) : presentMessage(problem("done.reset-ask-admin"), "sv"));
  });

  router.post("/reset-password", async (req, res) => {
    const input = parseOrThrow(resetPasswordSchema, req.body);
    await auth.resetPassword(input, ip(req));
    res.json(presentMessage(problem("done.password-reset"), requestLocale(req)));
  });

  router.post("/logout", async (req, res) => {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
    }
    res.clearCookie(sessionCookieName, { path: "/" });
    res.json(presentMessage(problem("done.logged-out"), requestLocale(req)));
  });

  // A signed-out page carries this same answer (server/app.ts, DEMO_ACCOUNTS_PATH).
  router.get("/demo-accounts", (_req, res) => {
    res.json(demoAccounts.map(presentDemoAccount));
  });

  return router;
}
