import { Passport } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { Request } from "express";
import type { SessionUser } from "../lib/auth-guards";
import { userLoadedWithSession } from "./session-store";
import type { AuthService } from "./service";

/** A Passport instance of its own per app, so that apps built in tests share no state. */
export function createPassport(auth: AuthService): InstanceType<typeof Passport> {
  const passport = new Passport();
  passport.use(
    new LocalStrategy({ usernameField: "email", passwordField: "password", passReqToCallback: true }, (req, email, password, done) => {
      auth.login(email, password, req.ip ?? "unknown").then(
        (user) => done(null, user),
        (error: unknown) => done(error),
      );
    }),
  );
  passport.serializeUser((user, done) => done(null, (user as SessionUser).id));
  // The session store read the user with the session; only a session it did not read asks again.
  passport.deserializeUser((req: Request, id: unknown, done: (error: unknown, user?: Express.User | false) => void) => {
    if (typeof id !== "string") return done(null, false);
    const loaded = userLoadedWithSession(req);
    if (loaded && loaded.userId === id) return done(null, loaded.user?.active ? loaded.user : false);
    auth.sessionUser(id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  });
  return passport;
}
