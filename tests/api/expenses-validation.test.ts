/**
 * What an expense may not be (docs/product-rules.md §16): each refusal is a 400 with the Swedish
 * message on its field, and nothing is stored. Receipts must be the worker's own finished
 * uploads and projects open to the worker (§3, §8), as for a report.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../shared/types";
import { EXPENSE_MSG } from "../../shared/validation/expenses";
import { signedInAs } from "../support/builders";
import { expenseCount, milInput, receiptOf, traktInput, utlaggInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

/** Sends `body` and expects 400 with `message` on `field`, and no expense stored. */
async function refused(
  client: { post: (path: string, body: unknown) => Promise<{ status: number; body: unknown }> },
  body: unknown,
  field: string,
  message: string,
) {
  const before = await expenseCount(app);
  const res = await client.post("/api/expenses", body);
  expect(res.status, `${field}: ${JSON.stringify(body)}`).toBe(400);
  expect((res.body as ApiErrorBody).errors?.[field], JSON.stringify(res.body)).toBe(message);
  expect(await expenseCount(app)).toBe(before);
}

describe("an utlägg that cannot be filed", () => {
  it("without a receipt, with VAT above the amount, a bad amount, a future or too old date, or too short a text", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const receipt = await receiptOf(app, worker.user.id);
    const c = worker.client;
    await refused(c, utlaggInput(receipt, { receiptImageUrls: [] }), "receiptImageUrls", "Ta en bild av kvittot – ett utlägg behöver minst ett kvitto");
    await refused(
      c,
      { ...utlaggInput(receipt), receiptImageUrls: undefined },
      "receiptImageUrls",
      "Ta en bild av kvittot – ett utlägg behöver minst ett kvitto",
    );
    await refused(c, utlaggInput(receipt, { amount: "250", vat: "250,01" }), "vat", "Momsen kan inte vara större än beloppet");
    await refused(c, utlaggInput(receipt, { amount: "0" }), "amount", "Beloppet ska vara mellan 0,01 och 100 000 kr");
    await refused(c, utlaggInput(receipt, { amount: "100000,01" }), "amount", "Beloppet ska vara mellan 0,01 och 100 000 kr");
    for (const amount of ["-5", "12,345", "1e3", "", "tjugo", null, true]) {
      await refused(c, utlaggInput(receipt, { amount }), "amount", "Ange beloppet i kronor med högst två decimaler, till exempel 249,50");
    }
    await refused(c, utlaggInput(receipt, { date: "2026-11-21" }), "date", "Datum kan inte vara i framtiden");
    await refused(c, utlaggInput(receipt, { date: "2025-11-19" }), "date", "Datum får vara högst ett år tillbaka");
    await refused(c, utlaggInput(receipt, { description: " ab " }), "description", "Skriv vad utlägget gäller (minst 3 tecken)");
    await refused(c, { ...utlaggInput(receipt), kind: "bil" }, "kind", "Välj Utlägg, Milersättning eller Traktamente");
  });

  it("with a receipt that is another worker's, not uploaded yet, or not an upload of this server", async () => {
    const { anna, bo } = await signedInAs(app, { anna: "worker", bo: "worker" });
    const bos = await receiptOf(app, bo.user.id);
    const unknown = "/objects/uploads/" + crypto.randomUUID();
    await refused(anna.client, utlaggInput(bos), "receiptImageUrls", "Bilden finns inte eller har inte laddats upp");
    await refused(anna.client, utlaggInput(unknown), "receiptImageUrls", "Bilden finns inte eller har inte laddats upp");
    await refused(anna.client, utlaggInput("https://evil.example/kvitto.jpg"), "receiptImageUrls.0", "Ogiltig bild");
    // Bo's own receipt is fine for Bo.
    expect((await bo.client.post("/api/expenses", utlaggInput(bos))).status).toBe(201);
  });
});

describe("a drive that cannot be filed", () => {
  it("of 0, negative, broken or too many kilometres, or without a route", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    for (const km of [0, -12, 12.5, 2001, "1e3", "12 km", true, [12], null, ""]) {
      await refused(worker.client, milInput({ km }), "km", EXPENSE_MSG.kmRange);
    }
    await refused(
      worker.client,
      milInput({ route: "" }),
      "route",
      "Ange sträcka och syfte, till exempel 'Kontoret - Bygget, materialhämtning' (minst 3 tecken)",
    );
    await refused(worker.client, milInput({ date: "2026-11-21" }), "date", "Datum kan inte vara i framtiden");
    // Digits typed in a form are whole kilometres.
    expect((await worker.client.post("/api/expenses", milInput({ km: "42" }))).status).toBe(201);
  });
});

describe("a trip that gives no allowance", () => {
  it("is refused naming why: order, length, one day, no overnight stay, under 50 km, the future, meals off the trip", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const c = worker.client;
    await refused(c, traktInput({ returnAt: "2026-11-15T20:00" }), "returnAt", "Hemkomsten måste vara efter avresan");
    await refused(c, traktInput({ departAt: "2025-11-10T08:00" }), "returnAt", "En tjänsteresa kan vara högst ett år");
    await refused(c, traktInput({ departAt: "2025-11-10T08:00" }), "departAt", "Avresan får vara högst ett år tillbaka");
    await refused(
      c,
      traktInput({ departAt: "2026-11-18T06:00", returnAt: "2026-11-18T23:00", meals: [] }),
      "returnAt",
      "Avresa och hemkomst samma dag: en endagsresa ger inget traktamente, bara en resa med övernattning",
    );
    await refused(c, traktInput({ overnight: false }), "overnight", "Ingen övernattning: en tjänsteresa utan övernattning ger inget traktamente");
    await refused(
      c,
      traktInput({ distanceOver50km: false }),
      "distanceOver50km",
      "Resmålet ligger inte mer än 50 km från både hemmet och den vanliga arbetsplatsen: resan ger inget traktamente",
    );
    await refused(c, traktInput({ returnAt: "2026-11-21T18:00" }), "returnAt", "Hemkomsten kan inte vara i framtiden");
    await refused(c, traktInput({ meals: [{ date: "2026-11-19", lunch: true }] }), "meals", "Måltider kan bara anges för resans dagar");
    await refused(
      c,
      traktInput({
        meals: [
          { date: "2026-11-17", lunch: true },
          { date: "2026-11-17", dinner: true },
        ],
      }),
      "meals",
      "Varje dag får bara anges en gång bland måltiderna",
    );
    await refused(c, traktInput({ departAt: "2026-11-16 08:00" }), "departAt", "Ange datum och tid, ÅÅÅÅ-MM-DD TT:MM");
    await refused(c, traktInput({ overnight: "ja" }), "overnight", "Svara ja eller nej");
    await refused(c, traktInput({ destination: "" }), "destination", "Ange resmålet (minst 3 tecken)");
  });
});

describe("the project of an expense", () => {
  it("is optional, and when given must exist, be active and be open to the worker", async () => {
    const { worker, other } = await signedInAs(app, { worker: "worker", other: "worker" });
    const [completed, assigned] = await Promise.all([app.createProject({ status: "completed" }), app.createProject()]);
    const admin = await app.signedIn("admin");
    expect((await admin.client.put(`/api/projects/${assigned.id}/workers`, { workerIds: [other.user.id] })).status).toBe(200);
    await refused(worker.client, milInput({ projectId: crypto.randomUUID() }), "projectId", "Projektet finns inte");
    await refused(worker.client, milInput({ projectId: completed.id }), "projectId", "Projektet är inte aktivt");
    await refused(worker.client, milInput({ projectId: assigned.id }), "projectId", "Du är inte tilldelad projektet");
    await refused(worker.client, milInput({ projectId: "abc" }), "projectId", "Projekt måste väljas");
    expect((await other.client.post("/api/expenses", milInput({ projectId: assigned.id }))).status).toBe(201);
    expect((await worker.client.post("/api/expenses", milInput({ projectId: "" }))).status).toBe(201);
  });
});

describe("junk bodies", () => {
  it("are a 400 or 413 with a Swedish message, never a 500, and store nothing", async () => {
    const { worker, admin } = await signedInAs(app, { worker: "worker", admin: "admin" });
    const receipt = await receiptOf(app, worker.user.id);
    const filed = (await worker.client.post<{ id: string }>("/api/expenses", milInput())).body;
    const before = await expenseCount(app);
    const huge = "å".repeat(60_000);
    const bodies: unknown[] = [
      [],
      [milInput()],
      "mil",
      42,
      null,
      {},
      { kind: ["mil"] },
      { kind: null },
      { ...milInput(), date: 20261118 },
      { ...milInput(), route: { text: "x" } },
      { ...milInput(), route: huge },
      { ...utlaggInput(receipt), description: huge },
      { ...utlaggInput(receipt), receiptImageUrls: "kvitto.jpg" },
      { ...utlaggInput(receipt), receiptImageUrls: [null, 5] },
      { ...utlaggInput(receipt), receiptImageUrls: Array.from({ length: 21 }, () => receipt) },
      { ...utlaggInput(receipt), amount: { kr: 5 }, vat: [] },
      { ...traktInput(), meals: "lunch" },
      { ...traktInput(), meals: [null, 5, "x"] },
      { ...traktInput(), meals: [{ date: 5, lunch: "ja" }] },
      { ...traktInput(), meals: Array.from({ length: 401 }, () => ({ date: "2026-11-17" })) },
      { ...traktInput(), departAt: null, returnAt: 5, overnight: 1, distanceOver50km: "true" },
      { ...milInput(), clientId: "inte-ett-id" },
      { ...milInput(), description: "a\u0000b", route: "Kontoret\u0000 - Bygget" },
    ];
    const bad = (path: string, method: "post" | "patch") => async (body: unknown) => {
      const res = await worker.client.request(method.toUpperCase(), path, body);
      expect([400, 413], `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toContain(res.status);
      expect((res.body as { message?: string }).message).toMatch(/[a-zåäö]/i);
    };
    for (const body of bodies) {
      await bad("/api/expenses", "post")(body);
      await bad(`/api/expenses/${filed.id}`, "patch")(body);
    }
    const tooBig = await worker.client.post("/api/expenses", { ...milInput(), route: "x".repeat(200_000) });
    expect(tooBig.status).toBe(413);
    for (const body of [[], { reason: 5 }, { reason: ["Fel belopp på kvittot"] }, { reason: "kort" }, { reason: "x".repeat(501) }]) {
      expect((await admin.client.post(`/api/expenses/${filed.id}/return`, body)).status).toBe(400);
      expect((await admin.client.post(`/api/expenses/${filed.id}/unverify`, body)).status).toBe(400);
      expect((await admin.client.request("DELETE", `/api/expenses/${filed.id}`, body)).status).toBe(400);
    }
    for (const body of [[], {}, { ids: "x" }, { ids: [1] }, { ids: [] }, { startDate: "2026-11-01" }, { startDate: "2026-11-30", endDate: "2026-11-01" }]) {
      expect((await admin.client.post("/api/expenses/verify", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await expenseCount(app)).toBe(before);
    expect((await worker.client.get<{ status: string }>(`/api/expenses/${filed.id}`)).body.status).toBe("submitted");
  });
});
