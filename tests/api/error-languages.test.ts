/**
 * Each module's errors in the user's language with a code of their own (docs/i18n.md,
 * "Errors"): a Polish user reads Polish, the code is the same in every language and never a
 * coarse `http.*` one. The Swedish of each is the other tests' matter.
 */
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../shared/types";
import { addReports, payPeriod, reportInput, signedInAs } from "../support/builders";
import { giveIdentityNumber, LEDGER_NOW, readySite, testClock } from "./helpers/ledger";
import { milInput, utlaggInput } from "./helpers/expenses";
import { withOurCompany } from "./helpers/payroll";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const app = useTestApp({ now: () => clock.now });
withOurCompany(app);

/** Each of `clients` (signed in) chooses `locale`. */
async function speak(locale: "sv" | "en" | "pl", ...clients: TestClient[]) {
  for (const client of clients) expect((await client.patch("/api/user", { locale })).status).toBe(200);
}

describe("users", () => {
  it("an admin who deletes their own account, or demotes themself", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    await speak("pl", admin.client);
    const own = await admin.client.delete<ApiErrorBody>(`/api/users/${admin.user.id}`);
    expect(own.body).toMatchObject({ code: "user.cannot-remove-self", message: "Nie możesz usunąć własnego konta" });
    const { username, fullName, email } = admin.user;
    const demoted = await admin.client.patch<ApiErrorBody>(`/api/users/${admin.user.id}`, { username, fullName, email, role: "worker", active: true });
    expect(demoted.body).toMatchObject({ code: "user.cannot-demote-self", message: "Nie możesz zmienić własnej roli" });
  });
});

describe("expenses", () => {
  it("an admin who files one; a worker's outlay without a receipt, on its field", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await speak("pl", admin.client, worker.client);
    const byAdmin = await admin.client.post<ApiErrorBody>("/api/expenses", milInput());
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual({ code: "expense.admins-do-not-file", message: "Administratorzy nie wysyłają zwrotów kosztów" });
    const noReceipt = await worker.client.post<ApiErrorBody>("/api/expenses", utlaggInput("x", { receiptImageUrls: [] }));
    expect(noReceipt.status).toBe(400);
    expect(noReceipt.body.errorCodes).toMatchObject({ receiptImageUrls: "expense.receipt-required" });
    expect(noReceipt.body.errors).toMatchObject({ receiptImageUrls: "Zrób zdjęcie paragonu – wydatek wymaga co najmniej jednego paragonu" });
  });
});

describe("building sites and the personalliggare", () => {
  it("a site without a name; a check-out of someone not checked in, by name", async () => {
    clock.now = LEDGER_NOW;
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Åsa Öberg" } });
    await speak("pl", admin.client, worker.client);
    const nameless = await admin.client.post<ApiErrorBody>("/api/sites", { name: " " });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errorCodes).toMatchObject({ name: "site.name-required" });
    expect(nameless.body.errors).toMatchObject({ name: "Podaj nazwę budowy" });
    await giveIdentityNumber(app, worker.user.id);
    const site = await readySite(admin.client);
    const out = await admin.client.post<ApiErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "out", userId: worker.user.id });
    expect(out.status).toBe(409);
    expect(out.body).toEqual({ code: "ledger.not-checked-in", message: "Åsa Öberg: brak zameldowania" });
    await speak("en", admin.client);
    const english = await admin.client.post<ApiErrorBody>(`/api/sites/${site.id}/ledger`, { kind: "out", userId: worker.user.id });
    expect(english.body).toEqual({ code: "ledger.not-checked-in", message: "Åsa Öberg is not checked in" });
  });
});

describe("payroll", () => {
  it("an export with reports not attested, counted as Polish counts; a period not over yet", async () => {
    clock.now = new Date("2026-11-20T09:00:00Z");
    const { admin, ella } = await signedInAs(app, { admin: "admin", ella: "worker" });
    const project = await app.createProject({ projectNumber: "PL-1" });
    await addReports(ella.client, admin.client, [
      { projectId: project.id, date: "2026-05-04", hours: "8", verify: false },
      { projectId: project.id, date: "2026-05-05", hours: "8", verify: false },
    ]);
    await speak("pl", admin.client);
    const blocked = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...payPeriod("2026-05-01", "2026-05-31"), acknowledgeWarnings: true });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual({ code: "payroll.unattested", message: "2 raporty w okresie nie są zatwierdzone do wypłaty" });
    const notEnded = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...payPeriod("2026-11-01", "2026-11-30"), acknowledgeWarnings: true });
    expect(notEnded.body.code).toBe("payroll.period-not-ended");
    expect(notEnded.body.message).toMatch(/^Okres jeszcze się nie skończył – można go wyeksportować od /);
  });
});

describe("the arbetsledare's approval", () => {
  it("an arbetsledare who approves their own report", async () => {
    clock.now = new Date("2026-11-20T09:00:00Z");
    const { admin, lars } = await signedInAs(app, { admin: "admin", lars: "worker" });
    const led = await admin.client.post<{ id: string }>("/api/projects", { projectNumber: "PL-LED", title: "Ledd", leaderIds: [lars.user.id] });
    const own = await lars.client.post<{ id: string }>("/api/time-reports", reportInput({ projectId: led.body.id, date: "2026-11-17", hours: "8" }));
    expect(own.status, own.text).toBe(201);
    await speak("pl", lars.client);
    const res = await lars.client.post<ApiErrorBody>(`/api/time-reports/${own.body.id}/approve`, {});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: "approval.own-report", message: "Nie możesz akceptować własnych raportów" });
  });
});

describe("a confirmation", () => {
  it("signed out and withdrawn invitations answer a code and the user's language", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    await speak("pl", admin.client);
    const invited = await admin.client.post<{ id: string }>("/api/invitations", { email: "ny@example.com", fullName: "Nowy Pracownik", role: "worker" });
    expect(invited.status, invited.text).toBe(201);
    const withdrawn = await admin.client.delete(`/api/invitations/${invited.body.id}`);
    expect(withdrawn.body).toEqual({ code: "done.invitation-withdrawn", message: "Zaproszenie zostało wycofane" });
    const out = await admin.client.post("/api/logout");
    expect(out.body).toEqual({ code: "done.logged-out", message: "Wylogowano" });
  });
});
