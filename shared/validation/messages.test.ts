import { describe, expect, it } from "vitest";
import { adminWeekQuerySchema } from "./admin";
import { registerSchema } from "./auth";
import { CALENDAR_MSG } from "./calendar";
import { errorsOf } from "./field-errors";
import { swedishNumber } from "../domain";
import { MSG } from "./messages";
import { PROJECT_MSG, projectBodySchema, projectWorkersSchema } from "./projects";
import { TIME_REPORT_MSG, timeReportBodySchema, timeReportFiltersSchema } from "./time-reports";
import { createUserSchema } from "./users";
import { UPLOAD_MSG } from "./uploads";

describe("swedishNumber", () => {
  it.each([
    [0.5, "0,5"],
    [16.5, "16,5"],
    [24, "24"],
    [999_999, "999 999"],
    [1234.25, "1 234,25"],
  ])("%d → %s", (n, text) => {
    expect(swedishNumber(n)).toBe(text);
  });
});

describe("messages that name a limit", () => {
  // Built from the constants; the words users read stay exactly these.
  it.each([
    [MSG.passwordMin, "Lösenord måste vara minst 8 tecken"],
    [MSG.passwordMax, "Lösenordet får vara högst 200 tecken"],
    [MSG.usernameMin, "Användarnamn måste vara minst 3 tecken"],
    [MSG.descriptionMin, "Beskrivning måste vara minst 10 tecken"],
    [MSG.tooLong(2000), "Högst 2000 tecken"],
    [TIME_REPORT_MSG.hoursMax, "Timmar får vara högst 24"],
    [TIME_REPORT_MSG.hoursStep, "Timmar anges i steg om 0,5"],
    [TIME_REPORT_MSG.dayTotal, "Summan för dagen får vara högst 24 timmar"],
    [TIME_REPORT_MSG.tooManyAttachments, "Högst 20 bilder per lista"],
    [CALENDAR_MSG.tooLong, "Perioden får vara högst 400 dagar"],
    [PROJECT_MSG.estimatedHoursInvalid, "Beräknade timmar måste vara ett tal mellan 0 och 999 999"],
    [UPLOAD_MSG.tooLarge, "Filen är för stor. Maxstorlek är 10 MB."],
  ])("%s", (message, text) => {
    expect(message).toBe(text);
  });
});

describe("a text over its limit", () => {
  const long = (n: number) => "a".repeat(n + 1);
  const report = { projectId: "6f1c2b9e-4d3a-4f5e-9a8b-7c6d5e4f3a2b", date: "2026-05-14", hours: "7.5" };
  const user = { username: "erik", fullName: "Erik Andersson", email: "erik@example.se", password: "hemligt", role: "worker" };
  // Every field that uses MSG.tooLong, each with its own limit in the message.
  it.each([
    ["a report's description", timeReportBodySchema("2026-05-15"), { ...report, description: long(2000) }, "description", "Högst 2000 tecken"],
    ["the report search", timeReportFiltersSchema, { q: long(200) }, "q", "Högst 200 tecken"],
    ["the week grid's search", adminWeekQuerySchema, { q: long(200) }, "q", "Högst 200 tecken"],
    ["a registration's username", registerSchema, { ...user, username: long(50) }, "username", "Högst 50 tecken"],
    ["a registration's full name", registerSchema, { ...user, fullName: long(100) }, "fullName", "Högst 100 tecken"],
    ["a registration's e-mail", registerSchema, { ...user, email: `${long(250)}@example.se` }, "email", "Högst 254 tecken"],
    ["a new user's username", createUserSchema, { ...user, username: long(50) }, "username", "Högst 50 tecken"],
    ["a new user's full name", createUserSchema, { ...user, fullName: long(100) }, "fullName", "Högst 100 tecken"],
    ["a project number", projectBodySchema, { projectNumber: long(50), title: "Villa Ek" }, "projectNumber", "Högst 50 tecken"],
    ["a project title", projectBodySchema, { projectNumber: "P-1", title: long(200) }, "title", "Högst 200 tecken"],
    ["a project description", projectBodySchema, { projectNumber: "P-1", title: "Villa Ek", description: long(5000) }, "description", "Högst 5000 tecken"],
  ])("%s names its limit", (_name, schema, input, field, message) => {
    expect(errorsOf(schema, input)[field]).toBe(message);
  });

  it("a list of workers too long names workers, not characters", () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(errorsOf(projectWorkersSchema, { workerIds: ids }).workerIds).toBe("Högst 1000 arbetare per projekt");
  });
});
