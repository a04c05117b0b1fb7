import fs from "node:fs";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_HEADERS,
  serializeFirstScreen,
  USER_PATH,
  WORKER_FIRST_VIEW_CHUNK,
  workerFirstScreenPaths,
  type FirstScreenAnswer,
} from "../../shared/first-screen";
import type { UserRole } from "../../shared/domain";
import { presentUser } from "../users";

/**
 * A signed-in page load of `/` gets its first screen inside the HTML
 * (docs/decisions/2026-11-24-first-screen-rendering.md): `<link rel="modulepreload">` for
 * the role's dashboard scripts, and for a worker the dashboard's first answers in a JSON
 * block. A signed-out one gets a block that says so. Each answer is the API's own, asked of this same server over loopback with the
 * page's cookie, so it passes the same session, rules and presenters as the client's request.
 */
export interface FirstScreenContext {
  /** express-session and passport, as the API runs them: sets req.user. */
  withSession: RequestHandler[];
  /** The session cookie's name: without it the page is the signed-out one, with no database work. */
  cookieName: string;
  /** The business date, as the API's routes see it. */
  today: () => string;
  /**
   * What the sign-in screen asks first that needs no database (the demo accounts), as the API
   * answers it: a signed-out page carries these.
   */
  signedOutAnswers?: FirstScreenAnswer[];
  /**
   * Answers a signed-out page carries that change rarely (`/api/admin/status`: whether
   * 'Skapa konto' is offered), from a short-lived copy in memory so that most signed-out pages
   * still do no database work; null leaves them for the client to ask.
   */
  signedOutStatus?: () => Promise<FirstScreenAnswer | null>;
}

/** An entry of Vite's build manifest (`build.manifest`), keyed by source path under client/. */
interface ManifestChunk {
  file: string;
  /** The chunk's name: a codeSplitting group's (vite.config.ts) for a chunk of many modules. */
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The modules each role's first view needs beyond the entry: by source path under client/,
 * or by chunk name for a chunk the build makes of many modules.
 * Not the signed-in shell, the toaster or the parts below the first view: the client fetches
 * those once the first view has painted, and preloading them would share the phone's
 * bandwidth with what it needs first.
 */
const ROLE_MODULES: Partial<Record<UserRole, string[]>> = {
  worker: [WORKER_FIRST_VIEW_CHUNK],
  admin: ["src/app/dashboard/admin-dashboard.tsx"],
};

export function splitAt(text: string, marker: string): [string, string] {
  const at = text.lastIndexOf(marker);
  if (at < 0) throw new Error(`index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/** One answer's wait; a slower one is left to the client, which then asks for it itself. */
const ANSWER_TIMEOUT_MS = 3000;

export function readManifest(publicDir: string): Manifest {
  const file = path.join(publicDir, ".vite", "manifest.json");
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : {};
}

/** The files `roots` load, with everything they import, less what the entry already loads. */
export function modulesToPreload(manifest: Manifest, roots: string[]): string[] {
  const walk = (keys: string[], seen: Set<string>) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      walk(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = walk(
    Object.keys(manifest).filter((key) => manifest[key].isEntry),
    new Set(),
  );
  const named = (root: string) => (manifest[root] ? root : Object.keys(manifest).find((key) => key.startsWith("_") && manifest[key].name === root));
  const keys = roots.map(named).filter((key): key is string => key !== undefined);
  return [...walk(keys, new Set())].filter((key) => !entry.has(key)).map((key) => `/${manifest[key].file}`);
}

/** The API's answer to a GET of `apiPath`, asked of this server with the page's cookie; null unless a 200. */
export async function askApi(req: Request, apiPath: string): Promise<FirstScreenAnswer | null> {
  const address = req.socket.localAddress ?? "127.0.0.1";
  const host = address.includes(":") ? `[${address}]` : address;
  try {
    const res = await fetch(`http://${host}:${req.socket.localPort}${apiPath}`, {
      headers: {
        accept: "application/json",
        "accept-encoding": "identity",
        cookie: req.get("cookie") ?? "",
        // As the client's own request would arrive through a trusted proxy.
        "x-forwarded-for": req.ip ?? address,
        "x-forwarded-proto": req.protocol,
      },
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    if (res.status !== 200) return null;
    const headers: FirstScreenAnswer["headers"] = {};
    for (const name of FIRST_SCREEN_HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    return { path: apiPath, body: await res.text(), headers };
  } catch {
    return null;
  }
}

/**
 * `GET /` with a session cookie: the page with the user's first screen, never cached
 * (it holds their data). Without a session: the page that says it is signed out. A session
 * store that fails goes on to the file.
 */
export function firstScreenRoute(publicDir: string, context: FirstScreenContext): RequestHandler[] {
  const template = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const manifest = readManifest(publicDir);
  const preloads = Object.fromEntries(Object.entries(ROLE_MODULES).map(([role, roots]) => [role, modulesToPreload(manifest, roots)]));

  const [beforeBody, afterBody] = splitAt(template, "</body>");
  const [head, body] = splitAt(beforeBody, "</head>");
  // Known to be signed out: the page says so, and the login is the first paint rather than a
  // loader, then /api/user's 401, then the login. No database work without a cookie.
  const signedOutPage = (answers: FirstScreenAnswer[]) =>
    `${beforeBody}<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${serializeFirstScreen({ answers, signedOut: true })}</script></body>${afterBody}`;
  // Never kept: a copy reused later (going back, a restored tab) would tell a browser that
  // has signed in since that nobody is.
  const sendSignedOut = (res: Response) => {
    const send = (status: FirstScreenAnswer | null) =>
      res
        .set({ "Cache-Control": "no-store", Vary: "Cookie" })
        .type("html")
        .send(signedOutPage([...(context.signedOutAnswers ?? []), ...(status ? [status] : [])]));
    if (!context.signedOutStatus) return void send(null);
    context.signedOutStatus().then(send, () => send(null));
  };

  const hasCookie: RequestHandler = (req, res, next) => {
    const cookies = req.get("cookie") ?? "";
    if (!cookies.split(";").some((c) => c.trim().startsWith(`${context.cookieName}=`))) {
      // GET and HEAD alike (res.send leaves out a HEAD's body).
      sendSignedOut(res);
      return;
    }
    // A HEAD with a session gets the file's headers: no answers are made for a body never sent.
    next(req.method === "GET" ? undefined : "route");
  };
  const page: RequestHandler = async (req, res) => {
    // No user: the cookie names no session, or one whose account has since been deactivated
    // (Passport then finds no user either).
    const user = req.user;
    if (!user) {
      sendSignedOut(res);
      return;
    }
    const links = (preloads[user.role] ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
    // The page up to its data goes out at once, so the browser fetches the scripts while
    // the answers are made; the module scripts run only once the document has ended.
    res.set({ "Cache-Control": "no-store", Vary: "Cookie" }).type("html");
    res.write(`${head}${links}</head>${body}`);
    (res as typeof res & { flush?: () => void }).flush?.();
    const asked = user.role === "worker" ? await Promise.all(workerFirstScreenPaths(context.today()).map((p) => askApi(req, p))) : [];
    const answers = [{ path: USER_PATH, body: JSON.stringify(presentUser(user)), headers: {} }, ...asked.filter((a): a is FirstScreenAnswer => a !== null)];
    res.end(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${serializeFirstScreen({ answers })}</script></body>${afterBody}`);
  };
  // A session store that fails (the database is down) must not cost the page: the file goes
  // out as before, and the client shows what it can.
  const orFile =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      handler(req, res, (error?: unknown) => next(error ? "route" : undefined));
  return [hasCookie, ...context.withSession.map(orFile), page];
}
