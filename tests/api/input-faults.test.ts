/**
 * Input that used to reach the database or the body parser and answer 500: a corrupt
 * compressed body, NUL characters, hours that are not plain decimals, a description of
 * invisible characters. Each must be a Swedish 400 that changes nothing. And a failed query
 * is logged without its parameter values.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import express from "express";
import { describe, expect, it } from "vitest";
import { payrollExports, projects, timeReports, users } from "../../shared/schema";
import { MSG } from "../../shared/validation/messages";
import { errorHandler } from "../../server/lib/error-handler";
import type { Logger } from "../../server/lib/logger";
import { payrollSettingsInput, projectInput, reportInput, userInput } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

const app = useTestApp();

describe("a compressed request body", () => {
  it("answers 400 in Swedish when the gzip is corrupt, and 200 when it is sound", async () => {
    const client = app.client();
    const garbage = new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const bad = await client.post("/api/login", undefined, {
      raw: garbage,
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: "request.corrupt-body", message: "Förfrågan är felaktigt komprimerad" });

    const notGzipAtAll = await client.post("/api/login", undefined, {
      raw: "inte gzip alls",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
    });
    expect(notGzipAtAll.status).toBe(400);
    expect(notGzipAtAll.body).toEqual({ code: "request.corrupt-body", message: MSG.corruptBody });

    const sound = await client.post("/api/login", undefined, {
      raw: new Uint8Array(zlib.gzipSync(JSON.stringify({ email: "ingen@example.se", password: "fel-lösenord" }))),
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
    });
    expect(sound.status).toBe(401);
  });
});

describe("a NUL character in a text field", () => {
  it("answers 400 with the field's Swedish message for users, projects and reports, and stores nothing", async () => {
    const admin = await app.signedIn("admin");
    const count = async (table: typeof users | typeof projects) => (await app.database.db.select().from(table)).length;
    const usersBefore = await count(users);
    const projectsBefore = await count(projects);
    for (const [field, value] of [
      ["username", "nul\u0000user"],
      ["fullName", "Nul\u0000 Person"],
      ["email", "nul\u0000@example.se"],
      ["password", "hemligt\u0000123"],
    ] as const) {
      const input = userInput({ [field]: value });
      const res = await admin.client.post("/api/users", input);
      expect(res.status, field).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors[field], field).toBe(MSG.invalidCharacter);
    }
    expect(await count(users)).toBe(usersBefore);

    for (const field of ["projectNumber", "title", "description"] as const) {
      const input = projectInput({ [field]: "Bro\u0000 över ån" });
      const res = await admin.client.post("/api/projects", input);
      expect(res.status, field).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors[field], field).toBe(MSG.invalidCharacter);
    }
    expect(await count(projects)).toBe(projectsBefore);

    const worker = await app.signedIn("worker");
    const project = await app.createProject();
    const res = await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, description: "Gjutning\u0000 av platta" }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "validation.failed",
      message: MSG.invalidCharacter,
      errors: { description: MSG.invalidCharacter },
      errorCodes: { description: "field.invalid-character" },
    });

    const register = await app.client().post("/api/register", { ...userInput(), role: undefined, fullName: "Anna\u0000" });
    expect(register.status).toBe(400);
    expect(await app.database.db.select().from(timeReports).where(eq(timeReports.workerId, worker.user.id))).toHaveLength(0);
  });

  it("in a search or a project patch answers 400, not 500", async () => {
    const admin = await app.signedIn("admin");
    for (const path of ["/api/time-reports?q=bro%00", "/api/time-reports/export?q=bro%00"]) {
      const res = await admin.client.get(path);
      expect(res.status, path).toBe(400);
    }
    const project = await app.createProject();
    const patch = await admin.client.patch(`/api/projects/${project.id}`, { title: "Bro\u0000" });
    expect(patch.status).toBe(400);
    expect((await admin.client.get<{ title: string }[]>("/api/projects")).body.find((p) => p.title === project.title)).toBeDefined();
  });
});

describe("half of a surrogate pair in a text field", () => {
  it("answers 400 with the field's Swedish message, where it used to fail in a json column with 500, and changes nothing", async () => {
    const admin = await app.signedIn("admin");
    const saved = await admin.client.put("/api/settings/payroll", payrollSettingsInput({ companyName: "Bygg AB" }));
    expect(saved.status).toBe(200);
    for (const lone of ["\ud800", "\udfff"]) {
      const res = await admin.client.put("/api/settings/payroll", payrollSettingsInput({ companyName: `Bygg ${lone} AB` }));
      expect(res.status, JSON.stringify(lone)).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors.companyName).toBe(MSG.invalidCharacter);
    }
    expect((await admin.client.get<{ companyName: string }>("/api/settings/payroll")).body.companyName).toBe("Bygg AB");

    const worker = await app.signedIn("worker");
    const project = await app.createProject();
    const res = await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, description: "Gjutning \ud800 av platta" }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "validation.failed",
      message: MSG.invalidCharacter,
      errors: { description: MSG.invalidCharacter },
      errorCodes: { description: "field.invalid-character" },
    });
    // A whole pair is a character like any other.
    const emoji = await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, description: "Gjutning av platta 👷" }));
    expect(emoji.status).toBe(201);
  });
});

describe("a period whose date is not a date", () => {
  it("answers 400 for the working-time warnings, the payroll preview and a payroll export, where the period's length used to throw", async () => {
    const admin = await app.signedIn("admin");
    for (const query of ["startDate=2026-11-01&endDate=x", "startDate=&endDate=2026-11-24", "startDate=2026-11-01&endDate=2026-11-24%00"]) {
      for (const path of [`/api/working-time/warnings?${query}`, `/api/payroll/preview?${query}`]) {
        const res = await admin.client.get(path);
        expect(res.status, path).toBe(400);
        expect((res.body as { message: string }).message, path).toMatch(/[a-zåäö]/i);
      }
    }
    for (const period of [
      { startDate: "2020-01-01", endDate: "NaN" },
      { startDate: " ", endDate: "2020-01-31" },
    ]) {
      const res = await admin.client.post("/api/payroll/exports", period);
      expect(res.status, JSON.stringify(period)).toBe(400);
    }
    expect(await app.database.db.select().from(payrollExports)).toHaveLength(0);
  });

  it("answers 400 for a week grid whose week would end after the year 9999 or start before the year 100", async () => {
    const admin = await app.signedIn("admin");
    for (const date of ["9999-12-31", "9999-12-27", "0100-01-01", "3000-01-01"]) {
      const res = await admin.client.get(`/api/admin/week?date=${date}&onlyWarnings=true`);
      expect(res.status, date).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors.date, date).toBe(MSG.invalidDate);
    }
    expect((await admin.client.get("/api/admin/week?date=2999-12-31&onlyWarnings=true")).status).toBe(200);
  });
});

describe("hours of a report", () => {
  it.each([
    // Each message has its code in errorCodes.
    [1e-10, "Timmar anges i steg om 0,5", { errorCodes: { hours: "report.hours-step" } }],
    ["0.0000000001", "Timmar anges i steg om 0,5", { errorCodes: { hours: "report.hours-step" } }],
    ["0x10", MSG.hoursPositive, { errorCodes: { hours: "field.hours-positive" } }],
    ["0b11", MSG.hoursPositive, { errorCodes: { hours: "field.hours-positive" } }],
    ["1e1", MSG.hoursPositive, { errorCodes: { hours: "field.hours-positive" } }],
  ])("%j answers 400 with the hours message and stores nothing", async (hours, message, codes) => {
    const worker = await app.signedIn("worker");
    const project = await app.createProject();
    const res = await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, hours }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: "validation.failed", message, errors: { hours: message }, ...codes });
    expect(await app.database.db.select().from(timeReports).where(eq(timeReports.workerId, worker.user.id))).toHaveLength(0);
  });

  it('takes "7,5" with a decimal comma', async () => {
    const worker = await app.signedIn("worker");
    const project = await app.createProject();
    expect((await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, hours: "7,5" }))).status).toBe(201);
  });
});

describe("a description", () => {
  it("of ten zero-width spaces is too short: visible characters count", async () => {
    const worker = await app.signedIn("worker");
    const project = await app.createProject();
    const res = await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, description: "\u200b".repeat(10) }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: "validation.failed",
      message: MSG.descriptionMin,
      errors: { description: MSG.descriptionMin },
      errorCodes: { description: "field.description-min" },
    });
  });
});

describe("a failed query in the log", () => {
  it("names the statement and the database's error, never a parameter value", async () => {
    const taken = await app.createUser();
    const secretHash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGVtbGlndC1oYXNoLXZhbHVl";
    const lines: string[] = [];
    const collect = (level: string) => (msg: string, extra?: Record<string, unknown>) => lines.push(`${level} ${msg} ${JSON.stringify(extra)}`);
    const logger: Logger = { debug: collect("debug"), info: collect("info"), warn: collect("warn"), error: collect("error") };
    const failing = express();
    failing.post("/fail", async (_req, res, next) => {
      try {
        // The same username again: a unique violation, with a password hash among the parameters.
        await app.database.db
          .insert(users)
          .values({ username: taken.username, password: secretHash, fullName: "Hemlig Hash", email: "hemlig.hash@example.se" });
        res.json({});
      } catch (error) {
        next(error);
      }
    });
    failing.use(errorHandler(logger));
    const server = http.createServer(failing);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fail`, { method: "POST" });
      expect(res.status).toBe(500);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const logged = lines.join("\n");
    expect(logged).toMatch(/insert into \W*users/);
    expect(logged).toMatch(/duplicate key|unique/i);
    expect(logged).not.toContain(secretHash);
    expect(logged).not.toContain("hemlig.hash@example.se");
    expect(logged).not.toContain("Hemlig Hash");
    expect(logged).not.toContain(taken.username);
    expect(logged).not.toMatch(/params:/);
  });
});
