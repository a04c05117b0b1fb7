/** The report-csv module (server/report-csv): the admin's CSV downloads of reports. */
import Papa from "papaparse";
import { beforeEach, describe, expect, it } from "vitest";
import type { Project, PublicUser, TimeReport } from "../../shared/types";
import { absenceInput, projectInput, reportInput, signedInAs, uniqueSuffix } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

function parse(text: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

describe("who may export", () => {
  it("only admins export: 401 signed out, 403 to a worker and a customer", async () => {
    const { worker, customer } = await signedInAs(app, { worker: "worker", customer: "customer" });
    for (const path of ["/api/time-reports/export", "/api/time-reports/export/worker"]) {
      expect((await app.client().get(path)).status, path).toBe(401);
      expect((await worker.client.get(path)).status, path).toBe(403);
      expect((await customer.client.get(path)).status, path).toBe(403);
    }
  });
});

describe("CSV export", () => {
  // Every test gets its own admin, worker, project and reports (each test's export is filtered
  // by its worker where it lists rows, since all tests share the database).
  let admin: TestClient;
  let worker: { client: TestClient; id: string };
  let project: Project;
  beforeEach(async () => {
    const signed = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Märta Öhlund" } });
    admin = signed.admin.client;
    worker = { client: signed.worker.client, id: signed.worker.user.id };
    project = (await admin.post<Project>("/api/projects", projectInput({ projectNumber: `P-Å${uniqueSuffix()}`, title: 'Gård; "Sjöboden"' }))).body;
    const add = (date: string, hours: string, description: string) =>
      worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours, description }));
    const first = await add("2026-11-16", "7.5", "Lagning av tak på förrådet");
    await add("2026-11-17", "8", '=HYPERLINK("http://evil") farlig cell');
    await add("2026-11-18", "2", "Flerradig\nbeskrivning med åäö");
    await add("2026-11-02", "1", "Utanför veckan, äldre rapport");
    await admin.post(`/api/time-reports/${first.body.id}/verify`);
  });

  it("is UTF-8 with BOM, ';' and CRLF, Swedish headers, decimal comma and formula cells defused", async () => {
    const { res, bytes, text } = await admin.download(`/api/time-reports/export?workerId=${worker.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split("\r\n")[0]).toContain("Datum;Vecka;Arbetare");

    const rows = parse(text);
    const [header, ...data] = rows;
    expect(header.join(";")).toBe(
      "Datum;Vecka;Arbetare;E-post;Projektnummer;Projekt;Timmar;Beskrivning;Status;Kvitton bekräftade;Antal bilder;Antal kvitton;Skapad;Senast ändrad;Typ;Start;Slut;Rast (min);Anställningsnummer",
    );
    expect(data.map((r) => r[0])).toEqual(["2026-11-18", "2026-11-17", "2026-11-16", "2026-11-02"]);
    const byDate = Object.fromEntries(data.map((r) => [r[0], r]));
    expect(byDate["2026-11-16"].slice(1, 9)).toEqual([
      "47",
      "Märta Öhlund",
      expect.stringContaining("@"),
      project.projectNumber,
      'Gård; "Sjöboden"',
      "7,5",
      "Lagning av tak på förrådet",
      "Verifierad",
    ]);
    expect(byDate["2026-11-17"][6]).toBe("8,0");
    expect(byDate["2026-11-17"][7]).toBe('\'=HYPERLINK("http://evil") farlig cell');
    expect(byDate["2026-11-18"][7]).toBe("Flerradig\nbeskrivning med åäö");
    expect(byDate["2026-11-18"][8]).toBe("Inskickad");
    expect(data.map((r) => r[14])).toEqual(["Arbetad tid", "Arbetad tid", "Arbetad tid", "Arbetad tid"]);
    // Reports without clock times leave the three columns empty; a worker without an employee number, the last.
    expect(data.map((r) => r.slice(15))).toEqual([
      ["", "", "", ""],
      ["", "", "", ""],
      ["", "", "", ""],
      ["", "", "", ""],
    ]);
  });

  it("writes the worker's employee number in the last column 'Anställningsnummer', in both exports", async () => {
    const number = `A-${uniqueSuffix()}`;
    const users = await admin.get<PublicUser[]>("/api/users");
    const me = users.body.find((u) => u.id === worker.id);
    expect(me).toBeDefined();
    const patched = await admin.patch(`/api/users/${worker.id}`, {
      username: me?.username,
      fullName: me?.fullName,
      email: me?.email,
      role: me?.role,
      employeeNumber: number,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const all = parse((await admin.download(`/api/time-reports/export?workerId=${worker.id}`)).text);
    expect(all[0].at(-1)).toBe("Anställningsnummer");
    expect(all.slice(1).map((r) => r.at(-1))).toEqual([number, number, number, number]);
    const week = parse((await admin.download(`/api/time-reports/export/worker?workerId=${worker.id}&startDate=2026-11-16&endDate=2026-11-22`)).text);
    expect(week[0].at(-1)).toBe("Anställningsnummer");
    expect(week.slice(1).map((r) => r.at(-1))).toEqual([number, number, number]);
  });

  it("names each report's time code in the last column 'Typ', leaves the project empty for absence and says 'Skickad tillbaka'", async () => {
    const sick = await worker.client.post<TimeReport>("/api/time-reports", absenceInput({ timeCode: "SJK", date: "2026-11-19", hours: "8" }));
    expect(sick.status).toBe(201);
    const overtime = await worker.client.post<TimeReport>(
      "/api/time-reports",
      reportInput({ projectId: project.id, timeCode: "ÖT1", date: "2026-11-19", hours: "2", description: "Akut läcka i taket" }),
    );
    expect(overtime.status).toBe(201);
    const returned = await admin.post(`/api/time-reports/${overtime.body.id}/return`, { reason: "Ange vilket tak det gällde" });
    expect(returned.status).toBe(200);

    const data = parse((await admin.download(`/api/time-reports/export?workerId=${worker.id}&startDate=2026-11-19&endDate=2026-11-19`)).text).slice(1);
    expect(data).toHaveLength(2);
    const byType = Object.fromEntries(data.map((r) => [r[14], r]));
    expect(Object.keys(byType).sort()).toEqual(["Sjukdom", "Övertid enkel"]);
    expect(byType["Sjukdom"].slice(4, 9)).toEqual(["", "", "8,0", "", "Inskickad"]);
    expect(byType["Övertid enkel"].slice(4, 9)).toEqual([project.projectNumber, 'Gård; "Sjöboden"', "2,0", "Akut läcka i taket", "Skickad tillbaka"]);

    const onlySick = parse((await admin.download(`/api/time-reports/export?workerId=${worker.id}&timeCode=SJK`)).text).slice(1);
    expect(onlySick.map((r) => r[14])).toEqual(["Sjukdom"]);
  });

  it("applies the filters and names the file with an ASCII and a UTF-8 name", async () => {
    const { res, text } = await admin.download(
      `/api/time-reports/export?status=submitted&startDate=2026-11-16&endDate=2026-11-22&workerId=${worker.id}&projectId=${project.id}`,
    );
    const data = parse(text).slice(1);
    expect(data.map((r) => r[0])).toEqual(["2026-11-18", "2026-11-17"]);
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="tidrapporter_inskickad_2026-11-16_2026-11-22_2026-11-20\.csv"; filename\*=UTF-8''/);
  });

  it("exports one worker's week with the worker's name and the week's start in the file name", async () => {
    const { res, text } = await admin.download(`/api/time-reports/export/worker?workerId=${worker.id}&startDate=2026-11-16&endDate=2026-11-22`);
    expect(res.status).toBe(200);
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toContain('filename="tidrapport_Marta_Ohlund_2026-11-16.csv"');
    expect(disposition).toContain("filename*=UTF-8''tidrapport_M%C3%A4rta_%C3%96hlund_2026-11-16.csv");
    expect(parse(text).slice(1)).toHaveLength(3);
  });

  it("follows the text search q over description, worker name and project, case-insensitively", async () => {
    const byDescription = parse((await admin.download(`/api/time-reports/export?workerId=${worker.id}&q=TAK%20P%C3%85`)).text).slice(1);
    expect(byDescription.map((r) => r[7])).toEqual(["Lagning av tak på förrådet"]);
    const byWorker = parse((await admin.download(`/api/time-reports/export?q=${encodeURIComponent("märta öh")}&projectId=${project.id}`)).text).slice(1);
    expect(byWorker).toHaveLength(4);
    const none = await admin.download(`/api/time-reports/export?workerId=${worker.id}&q=finnsinte`);
    expect(none.res.status).toBe(204);
  });

  it("answers an export with no reports 204 and no file, and rejects bad queries with Swedish messages", async () => {
    const empty = await admin.download("/api/time-reports/export?startDate=2020-01-01&endDate=2020-01-31");
    expect(empty.res.status).toBe(204);
    expect(empty.bytes).toHaveLength(0);
    expect(empty.res.headers.get("content-disposition")).toBeNull();
    const emptyWeek = await admin.download(`/api/time-reports/export/worker?workerId=${worker.id}&startDate=2026-11-23&endDate=2026-11-29`);
    expect(emptyWeek.res.status).toBe(204);
    expect(emptyWeek.bytes).toHaveLength(0);
    const noWorker = await admin.get<{ message: string }>("/api/time-reports/export/worker?startDate=2026-11-16&endDate=2026-11-22");
    expect(noWorker.status).toBe(400);
    expect(noWorker.body.message).toBe("Välj arbetare");
    const noDates = await admin.get<{ message: string }>(`/api/time-reports/export/worker?workerId=${worker.id}`);
    expect(noDates.body.message).toBe("Välj både startdatum och slutdatum för rapporten.");
    const reversed = await admin.get<{ message: string }>("/api/time-reports/export?startDate=2026-11-20&endDate=2026-11-01");
    expect(reversed.body.message).toBe("Startdatum måste vara före slutdatum.");
  });
});
