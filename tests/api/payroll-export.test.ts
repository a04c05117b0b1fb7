/** The payroll module (server/payroll), part 2: exports, their 409s, reopening, and the PAXml and CSV files. */
import { DOMParser, type Element } from "@xmldom/xmldom";
import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PayrollExport, PayrollPreview, PayrollSettings } from "../../shared/types";
import { isXmlText } from "../../shared/validation/fields";
import { MSG } from "../../shared/validation/messages";
import { PAXML_DIM_ID_MAX, PAXML_TIDKODER, TIME_CODE_LABELS } from "../../shared/domain";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import { addReports, payPeriod, payrollSettingsInput, previewPath, projectInput, signedInAs, userInput } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";
import { withOurCompany } from "./helpers/payroll";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });
withOurCompany(app);

let projectCounter = 0;
/** Project numbers here are short (a PAXml dimension id holds 10 characters) and unique in this file. */
const project = (projectNumber = `P${++projectCounter}`) => app.createProject({ projectNumber });

async function setEmployeeNumber(userId: string, number: string | null): Promise<void> {
  await app.database.db.execute(sql`UPDATE users SET employee_number = ${number} WHERE id = ${userId}`);
}

/** The tidtrans of an export's PAXml file, in its order: anstid, datum, tidkod, timmar and the project (resenhet), if any. */
async function fileLines(admin: TestClient, exportId: string): Promise<(string | null | undefined)[][]> {
  const file = await admin.download(`/api/payroll/exports/${exportId}/paxml`);
  const root = new DOMParser().parseFromString(file.text, "application/xml").documentElement as unknown as Element;
  const trans = children(children(root).find((c) => c.nodeName === "tidtransaktioner") as Element);
  const projectOf = (t: Element) => {
    const units = children(t).find((c) => c.nodeName === "resenheter");
    return units ? children(units)[0].getAttribute("id") : null;
  };
  return trans.map((t) => [t.getAttribute("anstid"), childText(t, "datum"), childText(t, "tidkod"), childText(t, "timmar"), projectOf(t)]);
}

const reopen = (admin: TestClient, id: string, body?: unknown) => admin.request<PayrollExport & ApiErrorBody>("DELETE", `/api/payroll/exports/${id}`, body);

describe("creating an export", () => {
  it("answers 409 while a report is still submitted, a worker with hours has no number, a project number is too long, or nothing is attested", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Nils Nyman" } });
    const p = await project();
    const expect409 = async (period: { startDate: string; endDate: string }, message: string) => {
      const res = await admin.client.post<ApiErrorBody>("/api/payroll/exports", period);
      expect(res.status, message).toBe(409);
      expect(res.body.message).toBe(message);
    };

    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-03-02", hours: "8", verify: false }]);
    await expect409(payPeriod("2026-03-01", "2026-03-15"), "1 rapport i perioden är inte attesterad");

    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-03-17", hours: "8" }]);
    await expect409(payPeriod("2026-03-16", "2026-03-31"), "Anställningsnummer saknas för Nils Nyman");

    await expect409(payPeriod("2026-04-01", "2026-04-10"), "Det finns inga attesterade timmar eller ersättningar i perioden");

    await setEmployeeNumber(worker.user.id, "N-1");
    const long = await project("LÅNGT-123456");
    await addReports(worker.client, admin.client, [{ projectId: long.id, date: "2026-04-13", hours: "8" }]);
    const longPeriod = payPeriod("2026-04-11", "2026-04-20");
    expect((await admin.client.get<PayrollPreview>(previewPath(longPeriod))).body.projectNumbersTooLong).toEqual(["LÅNGT-123456"]);
    await expect409(longPeriod, "Projektnummer längre än 10 tecken kan inte skickas till lönesystemet (PAXml): LÅNGT-123456");

    expect((await admin.client.get<PayrollExport[]>("/api/payroll/exports")).body).toEqual([]);
  });

  it("answers 409 for a period that ends today or later, naming the day it can be exported, and locks nothing", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setEmployeeNumber(worker.user.id, "E-1");
    const p = await project();
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-11-16", hours: "8" }]);

    for (const [period, from] of [
      [payPeriod("2026-11-16", "2026-11-20"), "21 november 2026"],
      [payPeriod("2026-11-01", "2026-11-30"), "1 december 2026"],
    ] as const) {
      const res = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`Perioden är inte slut – den kan exporteras från ${from}`);
    }
    expect((await admin.client.get<PayrollExport[]>("/api/payroll/exports")).body).toEqual([]);
    // Nothing is locked: the worker still files a report in the period.
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-11-17", hours: "8", verify: false }]);

    // A period that ended yesterday passes this check and meets the next.
    const ended = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...payPeriod("2026-11-16", "2026-11-19"), acknowledgeWarnings: true });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe("1 rapport i perioden är inte attesterad");
  });

  it("counts reports sent back and not sent again as unattested, and answers 409 saying so", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setEmployeeNumber(worker.user.id, "D-1");
    const p = await project();
    const [, returnedId] = await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-09-01", hours: "8" },
      { projectId: p.id, date: "2026-09-02", hours: "8", verify: false },
    ]);
    expect((await admin.client.post(`/api/time-reports/${returnedId}/return`, { reason: "Ange vilken trappuppgång" })).status).toBe(200);
    const period = payPeriod("2026-09-01", "2026-09-30");

    const preview = (await admin.client.get<PayrollPreview>(previewPath(period))).body;
    expect(preview).toMatchObject({ unattested: 1, returned: 1 });
    const refused = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("1 rapport i perioden är inte attesterad eller skickad tillbaka");

    // A submitted report alone keeps the old sentence.
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-08-03", hours: "8", verify: false }]);
    const submitted = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...payPeriod("2026-08-01", "2026-08-31"), acknowledgeWarnings: true });
    expect(submitted.body.message).toBe("1 rapport i perioden är inte attesterad");
    expect((await admin.client.get<PayrollExport[]>("/api/payroll/exports")).body).toEqual([]);
  });

  it("takes a report sent back once it is corrected and attested: the file has one tidtrans per day and code, absence without a project", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setEmployeeNumber(worker.user.id, "K-1");
    const p = await project();
    const [workId] = await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-10-05", hours: "8", verify: false }]);
    await addReports(worker.client, admin.client, [{ projectId: null, timeCode: "SJK", date: "2026-10-06", hours: "8", verify: false }]);
    expect((await admin.client.post(`/api/time-reports/${workId}/return`, { reason: "Ange vilken trappuppgång du rev i." })).status).toBe(200);
    const corrected = await worker.client.put(`/api/time-reports/${workId}`, {
      projectId: p.id,
      date: "2026-10-05",
      hours: "8",
      description: "Rivning av gamla stammar i källaren, trappuppgång B",
    });
    expect(corrected.status).toBe(200);
    const verified = await admin.client.post("/api/time-reports/verify", { workerId: worker.user.id, startDate: "2026-10-01", endDate: "2026-10-31" });
    expect(verified.body).toEqual({ verified: 2, awaitingApproval: 0 });
    const created = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...payPeriod("2026-10-01", "2026-10-31"), acknowledgeWarnings: true });
    expect(created.status).toBe(201);
    expect(await fileLines(admin.client, created.body.id)).toEqual([
      ["K-1", "2026-10-05", "ARB", "8.00", p.projectNumber],
      ["K-1", "2026-10-06", "SJK", "8.00", null],
    ]);
  });

  it("of the same period twice at once: one 201 and one 409, and only one export is kept", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setEmployeeNumber(worker.user.id, "C-1");
    const p = await project();
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-05-04", hours: "8" }]);
    // The worker reported one day of May: the other days are warnings, acknowledged here.
    const body = { ...payPeriod("2026-05-01", "2026-05-31"), acknowledgeWarnings: true };
    const results = await Promise.all([
      admin.client.post<ApiErrorBody>("/api/payroll/exports", body),
      admin.client.post<ApiErrorBody>("/api/payroll/exports", body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe("Perioden överlappar en redan exporterad löneperiod");
    const list = (await admin.client.get<PayrollExport[]>("/api/payroll/exports")).body;
    expect(list.filter((e) => e.startDate === "2026-05-01")).toHaveLength(1);
  });
});

describe("an exported period", () => {
  it("reopened, with a duplicate's attest undone and the duplicate rejected, exports again to a file without it; the first file is kept", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    await setEmployeeNumber(worker.user.id, "T-1");
    const p = await project();
    const [, , duplicate] = await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2025-12-01", hours: "8" },
      { projectId: p.id, date: "2025-12-01", hours: "1.5", timeCode: "RE1" },
      { projectId: p.id, date: "2025-12-01", hours: "1.5", timeCode: "RE1" },
    ]);
    const body = { ...payPeriod("2025-12-01", "2025-12-31"), acknowledgeWarnings: true };
    const first = await admin.client.post<PayrollExport>("/api/payroll/exports", body);
    expect(first.status).toBe(201);
    const travelOf = (lines: (string | null | undefined)[][]) => lines.filter((l) => l[2] === "RE1").map((l) => [l[1], l[3]]);
    expect(travelOf(await fileLines(admin.client, first.body.id))).toEqual([["2025-12-01", "3.00"]]);

    expect((await reopen(admin.client, first.body.id, { reason: "Dubblett av restid hittad efter exporten." })).status).toBe(200);
    expect((await admin.client.post(`/api/time-reports/${duplicate}/unverify`, { reason: "Dubblett: restiden ska bara räknas en gång." })).status).toBe(200);
    expect((await admin.client.request("DELETE", `/api/time-reports/${duplicate}`, { reason: "Restiden är rapporterad två gånger samma dag." })).status).toBe(
      200,
    );
    const second = await admin.client.post<PayrollExport>("/api/payroll/exports", body);
    expect(second.status).toBe(201);
    expect(travelOf(await fileLines(admin.client, second.body.id))).toEqual([["2025-12-01", "1.50"]]);
    expect(travelOf(await fileLines(admin.client, first.body.id))).toEqual([["2025-12-01", "3.00"]]);
  });

  it("is listed newest first, overlaps answer 409, and reopening needs a reason, is kept in the audit trail and frees the period once", async () => {
    const { admin, worker } = await signedInAs(app, { admin: { role: "admin", fullName: "Åsa Lönechef" }, worker: "worker" });
    await setEmployeeNumber(worker.user.id, "R-1");
    const p = await project();
    await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-06-02", hours: "8" },
      { projectId: p.id, date: "2026-06-03", hours: "7.5" },
    ]);
    const period = payPeriod("2026-06-01", "2026-06-30");
    // Two days reported in June: the missing ones are warnings, acknowledged on each export here.
    const exportBody = { ...period, acknowledgeWarnings: true };
    const first = await admin.client.post<PayrollExport>("/api/payroll/exports", exportBody);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      ...period,
      reportCount: 2,
      totalHours: "15.50",
      createdBy: { id: admin.user.id, fullName: "Åsa Lönechef" },
      reopenedAt: null,
    });
    expect((await admin.client.get<PayrollPreview>(previewPath(period))).body.locked).toBe(true);
    // The export locked June: a new report there is refused, one on 1 July is not.
    const inJune = { projectId: p.id, date: "2026-06-10", hours: "2", description: "Efterhandsrapport för juni" };
    const refused = await worker.client.post<ApiErrorBody>("/api/time-reports", inJune);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Perioden 2026-06-01 – 2026-06-30 är låst för lön. Kontakta lönekontoret om något behöver rättas.");
    expect((await worker.client.post("/api/time-reports", { ...inJune, date: "2026-07-01" })).status).toBe(201);

    const overlapping = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...payPeriod("2026-06-30", "2026-07-05"), acknowledgeWarnings: true });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe("Perioden överlappar en redan exporterad löneperiod");

    const noReason = await reopen(admin.client, first.body.id, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe("Ange en anledning på minst 10 tecken");
    expect((await reopen(admin.client, first.body.id, { reason: "  för kort " })).body.errors?.reason).toBe("Ange en anledning på minst 10 tecken");

    const reason = "Fel timmar för Bo, rättas och exporteras igen";
    const reopened = await reopen(admin.client, first.body.id, { reason });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ id: first.body.id, reopenReason: reason, reopenedBy: { id: admin.user.id, fullName: "Åsa Lönechef" } });
    expect(reopened.body.reopenedAt).toEqual(expect.any(String));
    const again = await reopen(admin.client, first.body.id, { reason });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Löneperioden är redan öppnad igen");
    const audit = await app.database.db.execute<{ reason: string }>(
      sql`SELECT changes->'after'->>'reason' AS reason FROM audit_logs WHERE entity_id = ${first.body.id} AND action = 'reopen'`,
    );
    expect(audit.rows).toEqual([{ reason }]);
    expect((await admin.client.get<PayrollPreview>(previewPath(period))).body.locked).toBe(false);
    const lateReport = await worker.client.post<{ id: string }>("/api/time-reports", inJune);
    expect(lateReport.status).toBe(201);
    expect((await admin.client.post(`/api/time-reports/${lateReport.body.id}/verify`)).status).toBe(200);

    const second = await admin.client.post<PayrollExport>("/api/payroll/exports", exportBody);
    expect(second.status).toBe(201);
    const list = (await admin.client.get<PayrollExport[]>("/api/payroll/exports")).body.filter((e) => e.startDate === "2026-06-01");
    expect(list.map((e) => e.id)).toEqual([second.body.id, first.body.id]);
    expect(list[1].reopenReason).toBe(reason);
    // The reopened export's file is still there, as it was sent.
    expect((await admin.client.download(`/api/payroll/exports/${first.body.id}/paxml`)).res.status).toBe(200);
  });

  it("previews as exported, by whom and when, while not reopened; an overlapping period still answers locked", async () => {
    const { admin, worker } = await signedInAs(app, { admin: { role: "admin", fullName: "Åsa Lönechef" }, worker: "worker" });
    await setEmployeeNumber(worker.user.id, "X-1");
    const p = await project();
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-07-07", hours: "8" }]);
    const period = payPeriod("2026-07-06", "2026-07-12");
    const created = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
    expect(created.status).toBe(201);

    const preview = (await admin.client.get<PayrollPreview>(previewPath(period))).body;
    expect(preview).toMatchObject({
      locked: true,
      export: { id: created.body.id, createdAt: created.body.createdAt, createdBy: { id: admin.user.id, fullName: "Åsa Lönechef" } },
    });
    expect(preview.workers).toHaveLength(1);
    const overlapping = (await admin.client.get<PayrollPreview>(previewPath(payPeriod("2026-07-01", "2026-07-31")))).body;
    expect(overlapping).toMatchObject({ locked: true, export: null });

    await reopen(admin.client, created.body.id, { reason: "Timmarna ska rättas" });
    expect((await admin.client.get<PayrollPreview>(previewPath(period))).body).toMatchObject({ locked: false, export: null });
  });

  it("answers 404 for an unknown export", async () => {
    const { client: admin } = await app.signedIn("admin");
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await admin.get(`/api/payroll/exports/${id}/paxml`)).status).toBe(404);
    expect((await admin.get(`/api/payroll/exports/${id}/summary.csv`)).status).toBe(404);
    expect((await reopen(admin, id, { reason: "Finns inte alls, men ändå" })).status).toBe(404);
  });
});

/** The element children of `el`, by name. */
const children = (el: Element) => Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1);
const childText = (el: Element, name: string) => children(el).find((c) => c.nodeName === name)?.textContent ?? undefined;

const XS_DATE = /^\d{4}-\d{2}-\d{2}$/;
const XS_DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const XS_DECIMAL_TWO_PLACES = /^\d+\.\d{2}$/;

describe("the PAXml file and the summary CSV", () => {
  it("hold the export's snapshot in the schema's shape, mapped codes, escaped text and the same bytes every time", async () => {
    const { admin, asa, olle } = await signedInAs(app, {
      admin: "admin",
      asa: { role: "worker", fullName: "Åsa Öberg" },
      olle: { role: "worker", fullName: 'Olle "Ö" Ärlig' },
    });
    const codeMap = { ARB: "TID", SJK: "SJK_KAR" } as const;
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput({ codeMap }))).status).toBe(200);
    await setEmployeeNumber(asa.user.id, `Å&"<'>1`);
    await setEmployeeNumber(olle.user.id, "1002");
    const special = await project(`Ö&<"'>`);
    const plain = await project();
    await addReports(asa.client, admin.client, [
      { projectId: special.id, date: "2026-02-02", hours: "4" },
      { projectId: special.id, date: "2026-02-02", hours: "3.5" },
      { projectId: plain.id, date: "2026-02-02", hours: "1" },
      { projectId: plain.id, date: "2026-02-03", hours: "2", timeCode: "ÖT1" },
    ]);
    await addReports(olle.client, admin.client, [{ projectId: plain.id, date: "2026-02-04", hours: "8" }]);
    await addReports(asa.client, admin.client, [{ projectId: null, timeCode: "SJK", date: "2026-02-05", hours: "8" }]);
    const period = payPeriod("2026-02-01", "2026-02-28");
    const preview = (await admin.client.get<PayrollPreview>(previewPath(period))).body;
    // A few days of February reported: the rest are warnings, acknowledged (this test is about the files).
    const created = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reportCount: 6, totalHours: "26.50" });
    // Settings changed after the export do not change its file.
    await admin.client.put("/api/settings/payroll", payrollSettingsInput({ companyName: "Nytt Namn AB" }));

    const path = `/api/payroll/exports/${created.body.id}/paxml`;
    const first = await admin.client.download(path);
    const second = await admin.client.download(path);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(first.res.headers.get("content-disposition")).toContain('filename="paxml_2026-02-01_2026-02-28.xml"');
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(first.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const problems: string[] = [];
    const doc = new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) }).parseFromString(first.text, "application/xml");
    expect(problems).toEqual([]);
    const root = doc.documentElement as unknown as Element;
    expect(root.nodeName).toBe("paxml");
    // <paxml> is xs:all: each child at most once, and only the schema's names.
    expect(children(root).map((c) => c.nodeName)).toEqual(["header", "dimensioner", "tidtransaktioner"]);
    const [header, dimensioner, transactions] = children(root);

    // <header>: version is the enumeration "2.0", datum an xs:dateTime with offset (the export's instant), org number at most 12.
    expect(childText(header, "version")).toBe("2.0");
    const datum = childText(header, "datum") ?? "";
    expect(datum).toMatch(XS_DATE_TIME_WITH_OFFSET);
    expect(Math.abs(new Date(datum).getTime() - new Date(created.body.createdAt).getTime())).toBeLessThan(1000);
    // Wall-clock time in TZ_APP (Europe/Stockholm in tests), with that zone's offset at the instant.
    const wallClock = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", dateStyle: "short", timeStyle: "medium" }).format(new Date(datum));
    expect(datum.slice(0, 19)).toBe(wallClock.replace(" ", "T"));
    expect(childText(header, "foretagorgnr")).toBe("556677-8899");
    expect((childText(header, "foretagorgnr") ?? "").length).toBeLessThanOrEqual(12);
    expect(childText(header, "foretagnamn")).toBe("Bygg & Söner i Västerås AB");
    expect(childText(header, "programnamn")).toBe("Tidrapport");

    // <dimensioner>: one dimension 6, "Projekt".
    expect(children(dimensioner).map((d) => [d.nodeName, d.getAttribute("dim"), d.getAttribute("namn")])).toEqual([["dimension", "6", "Projekt"]]);

    // <tidtransaktioner>: only <tidtrans>, one per worker, date, code and project.
    const trans = children(transactions);
    expect(trans.every((t) => t.nodeName === "tidtrans")).toBe(true);
    expect(trans).toHaveLength(5);
    const fileSums = new Map<string, number>();
    for (const t of trans) {
      const names = children(t).map((c) => c.nodeName);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((n) => ["tidkod", "datum", "timmar", "resenheter"].includes(n))).toBe(true);
      const tidkod = childText(t, "tidkod") ?? "";
      expect(PAXML_TIDKODER as readonly string[]).toContain(tidkod);
      expect(childText(t, "datum")).toMatch(XS_DATE);
      expect(childText(t, "timmar")).toMatch(XS_DECIMAL_TWO_PLACES);
      const units = children(t).find((c) => c.nodeName === "resenheter");
      if (tidkod === "SJK_KAR") expect(units).toBeUndefined();
      else {
        const ids = children(units as Element).map((u) => [u.nodeName, u.getAttribute("dim"), u.getAttribute("id")]);
        expect(ids).toHaveLength(1);
        expect(ids[0][0]).toBe("resenhet");
        expect(ids[0][1]).toBe("6");
        expect((ids[0][2] ?? "").length).toBeLessThanOrEqual(PAXML_DIM_ID_MAX);
      }
      const key = `${t.getAttribute("anstid")}|${tidkod}`;
      fileSums.set(key, (fileSums.get(key) ?? 0) + Number(childText(t, "timmar")));
    }
    const asaDay = trans.filter((t) => t.getAttribute("anstid") === `Å&"<'>1` && childText(t, "datum") === "2026-02-02");
    expect(asaDay.map((t) => children(children(t).find((c) => c.nodeName === "resenheter") as Element)[0].getAttribute("id")).sort()).toEqual(
      [`Ö&<"'>`, plain.projectNumber].sort(),
    );
    expect(asaDay.find((t) => childText(t, "timmar") === "7.50")).toBeDefined();

    // Sums per worker and code equal the preview, through the code map (ARB → TID, SJK → SJK_KAR, the rest unchanged).
    const mapped = (code: string) => (codeMap as Record<string, string>)[code] ?? code;
    const previewSums = new Map<string, number>();
    for (const w of preview.workers) {
      const anstid = w.worker.id === asa.user.id ? `Å&"<'>1` : "1002";
      for (const [code, hours] of Object.entries(w.totals)) previewSums.set(`${anstid}|${mapped(code)}`, Number(hours));
    }
    expect(fileSums).toEqual(previewSums);
    expect(previewSums.get(`Å&"<'>1|TID`)).toBe(8.5);

    // The summary CSV: one row per worker and code, in the CSV format of the other exports.
    const csv = await admin.client.download(`/api/payroll/exports/${created.body.id}/summary.csv`);
    expect(csv.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.res.headers.get("content-disposition")).toContain("2026-02-01_2026-02-28.csv");
    expect(csv.text.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.text.replace(/^\uFEFF/, ""), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(["Anställningsnummer", "Namn", "Tidkod", "Benämning", "Lönekod", "Timmar", "Antal", "Enhet", "Belopp (kr)"]);
    // Hours rows leave the expenses' columns empty (tests/api/payroll-expenses-files.test.ts has those rows).
    expect(parsed.data.slice(1)).toEqual([
      ["1002", 'Olle "Ö" Ärlig', "ARB", TIME_CODE_LABELS.ARB, "TID", "8,0", "", "", ""],
      [`Å&"<'>1`, "Åsa Öberg", "ARB", TIME_CODE_LABELS.ARB, "TID", "8,5", "", "", ""],
      [`Å&"<'>1`, "Åsa Öberg", "ÖT1", TIME_CODE_LABELS.ÖT1, "ÖT1", "2,0", "", "", ""],
      [`Å&"<'>1`, "Åsa Öberg", "SJK", TIME_CODE_LABELS.SJK, "SJK_KAR", "8,0", "", "", ""],
    ]);
    if (process.env.PAXML_DUMP) (await import("node:fs")).writeFileSync(process.env.PAXML_DUMP, first.bytes);
  });
});

/** What the XML parser says of `text`, and whether it holds a character XML 1.0 cannot carry (xmldom does not check those). */
function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) }).parseFromString(text, "application/xml");
  if (!isXmlText(text)) problems.push("a character XML 1.0 cannot carry");
  return problems;
}

describe("text the PAXml file cannot carry (docs/product-rules.md §10, §14)", () => {
  it("is refused on input: company name, employee number and project number, with a Swedish message", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const settingsBefore = (await admin.client.get<PayrollSettings>("/api/settings/payroll")).body;
    for (const companyName of ["Bygg\u000bAB", "Bygg\tAB", "Bygg\nAB", "Bygg\uffffAB"]) {
      const res = await admin.client.put<ApiErrorBody>("/api/settings/payroll", payrollSettingsInput({ companyName }));
      expect(res.status, JSON.stringify(companyName)).toBe(400);
      expect(res.body.errors).toEqual({ companyName: MSG.notForPayroll });
    }
    const user = await admin.client.post<ApiErrorBody>("/api/users", { ...userInput(), employeeNumber: "12\t34" });
    expect(user.status).toBe(400);
    expect(user.body.errors).toEqual({ employeeNumber: MSG.notForPayroll });
    const created = await admin.client.post<ApiErrorBody>("/api/projects", projectInput({ projectNumber: "P\u00019" }));
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual({ projectNumber: MSG.notForPayroll });
    // Any other text refuses the control characters too, with the message of every text field; a tab stays text.
    const titled = await admin.client.post<ApiErrorBody>("/api/projects", projectInput({ projectNumber: "P-CTRL", title: "Bro\u000b över ån" }));
    expect(titled.status).toBe(400);
    expect(titled.body.errors).toEqual({ title: MSG.invalidCharacter });
    expect((await admin.client.get<PayrollSettings>("/api/settings/payroll")).body).toEqual(settingsBefore);
  });

  it("saved before the rule: the export answers 409 naming it and locks nothing; once corrected the period exports to a well-formed file", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Vera Vertikal" } });
    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput())).status).toBe(200);
    const p = await project();
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-01-05", hours: "8" }]);
    const period = payPeriod("2026-01-01", "2026-01-15");
    const refused = async (message: string) => {
      const res = await admin.client.post<ApiErrorBody>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
      expect(res.status, message).toBe(409);
      expect(res.body.message).toBe(message);
      expect((await admin.client.get<PayrollPreview>(previewPath(period))).body.locked).toBe(false);
    };

    await setEmployeeNumber(worker.user.id, "V\u000b7");
    await refused(PAYROLL_MSG.employeeNumbersNotForPayroll(["Vera Vertikal"]));
    await setEmployeeNumber(worker.user.id, "V\t7");
    await refused(PAYROLL_MSG.employeeNumbersNotForPayroll(["Vera Vertikal"]));
    await setEmployeeNumber(worker.user.id, "V7");

    await app.database.db.execute(sql`UPDATE projects SET project_number = ${"P\u000bX"} WHERE id = ${p.id}`);
    await refused(PAYROLL_MSG.projectNumbersNotForPayroll(["P\u240bX"]));
    await app.database.db.execute(sql`UPDATE projects SET project_number = ${p.projectNumber} WHERE id = ${p.id}`);

    await app.database.db.execute(
      sql`UPDATE app_settings SET value = jsonb_set(value, '{companyName}', to_jsonb(${"Bygg\u000bAB"}::text)) WHERE key = 'payroll'`,
    );
    // The settings read back as saved (not the defaults), so the admin sees what to correct.
    expect((await admin.client.get<PayrollSettings>("/api/settings/payroll")).body.companyName).toBe("Bygg\u000bAB");
    await refused(PAYROLL_MSG.companyNameNotForPayroll);
    expect((await admin.client.get<PayrollExport[]>("/api/payroll/exports")).body.filter((e) => e.startDate === period.startDate)).toEqual([]);

    expect((await admin.client.put("/api/settings/payroll", payrollSettingsInput({ companyName: "Bygg AB" }))).status).toBe(200);
    const created = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...period, acknowledgeWarnings: true });
    expect(created.status).toBe(201);
    const file = await admin.client.download(`/api/payroll/exports/${created.body.id}/paxml`);
    expect(file.res.status).toBe(200);
    expect(xmlProblems(file.text)).toEqual([]);
    expect(file.text).toContain('<tidtrans anstid="V7">');
  });

  it("in an export locked before the rule: the download answers 409 in JSON instead of a file that is no XML", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Gunnar Gammal" } });
    await setEmployeeNumber(worker.user.id, "G1");
    const p = await project();
    await addReports(worker.client, admin.client, [{ projectId: p.id, date: "2026-01-19", hours: "8" }]);
    const created = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...payPeriod("2026-01-16", "2026-01-31"), acknowledgeWarnings: true });
    expect(created.status).toBe(201);
    await app.database.db.execute(sql`UPDATE payroll_export_lines SET employee_number = ${"G\u000b1"} WHERE export_id = ${created.body.id}`);

    const res = await admin.client.get<ApiErrorBody>(`/api/payroll/exports/${created.body.id}/paxml`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PAYROLL_MSG.employeeNumbersNotForPayroll(["Gunnar Gammal"]));
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toBeNull();
  });

  it("is checked in the whole file before its first byte: a tidkod or an org number the file cannot carry is a 409 in JSON, never a file cut short", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Tora Tidkod" } });
    await setEmployeeNumber(worker.user.id, "T1");
    const p = await project();
    await addReports(worker.client, admin.client, [
      { projectId: p.id, date: "2026-04-21", hours: "8" },
      { projectId: p.id, date: "2026-04-22", hours: "8" },
      { projectId: p.id, date: "2026-04-23", hours: "8" },
    ]);
    const created = await admin.client.post<PayrollExport>("/api/payroll/exports", { ...payPeriod("2026-04-21", "2026-04-30"), acknowledgeWarnings: true });
    expect(created.status).toBe(201);
    const path = `/api/payroll/exports/${created.body.id}/paxml`;
    const whole = await admin.client.download(path);
    expect(whole.res.status).toBe(200);
    expect(xmlProblems(whole.text)).toEqual([]);

    const expectRefused = async (message: string) => {
      const res = await admin.client.download(path);
      expect(res.res.status).toBe(409);
      expect(res.res.headers.get("content-type")).toContain("application/json");
      expect(res.res.headers.get("content-disposition")).toBeNull();
      expect(res.text).not.toContain("<paxml>");
      expect(JSON.parse(res.text)).toEqual({ code: expect.any(String), message });
    };

    // The last line's code only: the file would have been cut after its first lines.
    await app.database.db.execute(
      sql`UPDATE payroll_export_lines SET payroll_code = ${"AR\u0001B"} WHERE export_id = ${created.body.id} AND date = '2026-04-23'`,
    );
    await expectRefused(PAYROLL_MSG.payrollCodesNotForPayroll(["AR\u2401B"]));
    await app.database.db.execute(sql`UPDATE payroll_export_lines SET payroll_code = 'ARB' WHERE export_id = ${created.body.id}`);

    // A value no check before the writer names: the writer's own refusal, before any byte.
    await app.database.db.execute(sql`UPDATE payroll_exports SET org_number = ${"556\u000b677"} WHERE id = ${created.body.id}`);
    await expectRefused(PAYROLL_MSG.valueNotForPayroll("foretagorgnr"));
    await app.database.db.execute(sql`UPDATE payroll_exports SET org_number = '' WHERE id = ${created.body.id}`);
    expect((await admin.client.download(path)).res.status).toBe(200);
  });
});
