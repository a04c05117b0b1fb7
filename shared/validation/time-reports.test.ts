import { describe, expect, it } from "vitest";
import { errorsOf } from "./field-errors";
import { MSG } from "./messages";
import { hoursSchema, reportStatusSchema, TIME_REPORT_MSG, timeReportBodySchema, timeReportFormSchema } from "./time-reports";

const TODAY = "2026-05-15";
const PROJECT = "6f1c2b9e-4d3a-4f5e-9a8b-7c6d5e4f3a2b";
const IMAGE = "/objects/uploads/0b8f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e";
const valid = { projectId: PROJECT, date: "2026-05-14", hours: "7.5", description: "Gjutning av bottenplatta" };
const body = timeReportBodySchema(TODAY);

describe("hours", () => {
  it.each([
    ["7,5", "7.50"],
    ["7.5", "7.50"],
    [" 8 ", "8.00"],
    ["0.5", "0.50"],
    ["24", "24.00"],
    [7.5, "7.50"],
    [24, "24.00"],
    ["7.50", "7.50"],
    ["7,50", "7.50"],
    ["007.5", "7.50"],
    [0.5, "0.50"],
  ])("%j is stored as %j", (input, expected) => {
    expect(hoursSchema.parse(input)).toBe(expected);
  });

  it.each([
    ["", MSG.hoursRequired],
    ["   ", MSG.hoursRequired],
    [undefined, MSG.hoursRequired],
    [null, MSG.hoursRequired],
    ["0", MSG.hoursPositive],
    [0, MSG.hoursPositive],
    ["-1", MSG.hoursPositive],
    ["abc", MSG.hoursPositive],
    ["NaN", MSG.hoursPositive],
    ["24.5", "Timmar får vara högst 24"],
    [25, "Timmar får vara högst 24"],
    ["7.25", "Timmar anges i steg om 0,5"],
    ["0,1", "Timmar anges i steg om 0,5"],
    // Tiny positive values are no multiple of 0.5 (they used to pass and fail in the database).
    [1e-10, "Timmar anges i steg om 0,5"],
    ["0.0000000001", "Timmar anges i steg om 0,5"],
    [0.5000000001, "Timmar anges i steg om 0,5"],
    // Only plain decimals: no hex, binary, octal, exponents, signs or words.
    ["0x10", MSG.hoursPositive],
    ["0b11", MSG.hoursPositive],
    ["0o7", MSG.hoursPositive],
    ["1e1", MSG.hoursPositive],
    ["+8", MSG.hoursPositive],
    ["Infinity", MSG.hoursPositive],
    [".5", MSG.hoursPositive],
    ["7.", MSG.hoursPositive],
    ["7,5,0", MSG.hoursPositive],
    ["7 5", MSG.hoursPositive],
  ])("%j → %s", (input, message) => {
    expect(errorsOf(body, { ...valid, hours: input })).toEqual({ hours: message });
  });
});

describe("date", () => {
  it.each([TODAY, "2026-01-01", "2025-05-15"])("accepts %s (today back to exactly one year ago)", (date) => {
    expect(body.parse({ ...valid, date }).date).toBe(date);
  });

  it.each([
    ["2026-05-16", TIME_REPORT_MSG.dateInFuture],
    ["2027-01-01", "Datum kan inte vara i framtiden"],
    ["2025-05-14", "Datum får vara högst ett år tillbaka"],
    ["", MSG.dateRequired],
    [undefined, "Datum måste anges"],
    ["2026-02-30", MSG.invalidDate],
    ["15/05/2026", MSG.invalidDate],
  ])("%j → %s", (date, message) => {
    expect(errorsOf(body, { ...valid, date })).toEqual({ date: message });
  });

  it("is relative to the `today` it is given, also on a leap day", () => {
    const leap = timeReportBodySchema("2028-02-29");
    expect(errorsOf(leap, { ...valid, date: "2027-02-28" })).toEqual({});
    expect(errorsOf(leap, { ...valid, date: "2027-02-27" })).toEqual({ date: TIME_REPORT_MSG.dateTooOld });
    expect(errorsOf(leap, { ...valid, date: "2028-02-29" })).toEqual({});
    expect(errorsOf(leap, { ...valid, date: "2028-03-01" })).toEqual({ date: TIME_REPORT_MSG.dateInFuture });
    // The same date is fine one day and in the future the day before.
    expect(errorsOf(timeReportBodySchema("2026-05-13"), valid)).toEqual({ date: TIME_REPORT_MSG.dateInFuture });
  });
});

describe("description", () => {
  it("needs at least 10 characters after trimming, and is stored trimmed", () => {
    expect(body.parse({ ...valid, description: "  Rivning av vägg  " }).description).toBe("Rivning av vägg");
    expect(errorsOf(body, { ...valid, description: "   123456789   " })).toEqual({ description: "Beskrivning måste vara minst 10 tecken" });
    expect(errorsOf(body, { ...valid, description: "1234567890" })).toEqual({});
    expect(errorsOf(body, { ...valid, description: "" })).toEqual({ description: MSG.descriptionMin });
    expect(errorsOf(body, { ...valid, description: undefined })).toEqual({ description: MSG.descriptionMin });
  });

  it("counts visible characters: zero-width and format characters and inner spaces do not count", () => {
    expect(errorsOf(body, { ...valid, description: "\u200b".repeat(10) })).toEqual({ description: MSG.descriptionMin });
    expect(errorsOf(body, { ...valid, description: "\u200b\u200c\u200d\u2060\ufeff\u00ad\u200e\u200f\u202a\u2066x" })).toEqual({
      description: MSG.descriptionMin,
    });
    expect(errorsOf(body, { ...valid, description: "a b c d e f g h i" })).toEqual({ description: MSG.descriptionMin });
    expect(errorsOf(body, { ...valid, description: "Gjutning\u200b av platta" })).toEqual({});
    expect(errorsOf(body, { ...valid, description: "Målning 🎨🎨" })).toEqual({});
  });

  it("refuses a NUL character with the Swedish field message", () => {
    expect(errorsOf(body, { ...valid, description: "Gjutning av\u0000 bottenplatta" })).toEqual({ description: MSG.invalidCharacter });
  });
});

describe("projectId", () => {
  it.each([undefined, "", "inte-ett-id", 42])("%j → 'Projekt måste väljas'", (projectId) => {
    expect(errorsOf(body, { ...valid, projectId })).toEqual({ projectId: "Projekt måste väljas" });
  });
});

describe("the whole body", () => {
  it("gives the stored form with defaults", () => {
    expect(body.parse({ ...valid, hours: "7,5" })).toEqual({
      timeCode: "ARB",
      projectId: PROJECT,
      date: "2026-05-14",
      hours: "7.50",
      description: "Gjutning av bottenplatta",
      imageUrls: [],
      receiptsConfirmed: false,
      receiptImageUrls: [],
      startTime: null,
      endTime: null,
      breakMinutes: null,
    });
  });

  it("takes an absence code without a project or a description, and refuses one with a project", () => {
    expect(body.parse({ timeCode: "SJK", date: "2026-05-14", hours: "8" })).toMatchObject({ timeCode: "SJK", projectId: null, description: "" });
    expect(errorsOf(body, { ...valid, timeCode: "SJK" })).toEqual({ projectId: TIME_REPORT_MSG.absenceWithProject });
    expect(errorsOf(body, { ...valid, timeCode: "XYZ" })).toEqual({ timeCode: TIME_REPORT_MSG.unknownTimeCode });
    expect(errorsOf(body, { timeCode: "ÖT1", date: "2026-05-14", hours: "2" })).toEqual({ projectId: MSG.projectRequired, description: MSG.descriptionMin });
  });

  it("takes clock times for work: hours must equal the span less the break, a shift may pass midnight", () => {
    const timed = { ...valid, date: "2026-05-14", startTime: "07:00", endTime: "16:00", breakMinutes: 30 };
    expect(body.parse({ ...timed, hours: "8.5" })).toMatchObject({ startTime: "07:00", endTime: "16:00", breakMinutes: 30 });
    expect(errorsOf(body, { ...timed, hours: "8" })).toEqual({ hours: TIME_REPORT_MSG.hoursDisagree });
    expect(errorsOf(body, { ...timed, startTime: "22:00", endTime: "06:00", breakMinutes: 0, hours: "8" })).toEqual({});
    expect(errorsOf(body, { ...timed, startTime: "25:00" })).toMatchObject({ startTime: TIME_REPORT_MSG.invalidTime });
    expect(errorsOf(body, { ...timed, endTime: "08:00", breakMinutes: 60, hours: "1" })).toEqual({ breakMinutes: TIME_REPORT_MSG.breakTooLong });
    expect(errorsOf(body, { ...timed, breakMinutes: -5, hours: "8.5" })).toMatchObject({ breakMinutes: TIME_REPORT_MSG.breakRange });
    expect(errorsOf(body, { ...timed, endTime: "", hours: "8.5" })).toEqual({ endTime: TIME_REPORT_MSG.bothTimes });
  });

  it("counts the hours really worked across both clock changes and refuses a time the spring clock skips", () => {
    const spring = { ...valid, date: "2026-03-29", startTime: "01:00", endTime: "04:00", breakMinutes: 0 };
    expect(errorsOf(body, { ...spring, hours: "2" })).toEqual({});
    expect(errorsOf(body, { ...spring, hours: "3" })).toEqual({ hours: TIME_REPORT_MSG.hoursDisagree });
    const eve = { ...valid, date: "2026-03-28", startTime: "23:00", endTime: "01:30", breakMinutes: 0 };
    expect(errorsOf(body, { ...eve, hours: "2.5" })).toEqual({});
    expect(errorsOf(body, { ...eve, hours: "1.5" })).toEqual({ hours: TIME_REPORT_MSG.hoursDisagree });
    const autumn = { ...valid, date: "2026-10-25", startTime: "01:00", endTime: "04:00", breakMinutes: 0 };
    expect(timeReportBodySchema("2026-11-20").safeParse({ ...autumn, hours: "4" }).success).toBe(true);
    expect(errorsOf(timeReportBodySchema("2026-11-20"), { ...autumn, hours: "3" })).toEqual({ hours: TIME_REPORT_MSG.hoursDisagree });

    expect(errorsOf(body, { ...spring, startTime: "02:30", hours: "1.5" })).toEqual({
      startTime: "Klockan 02:30 finns inte den 29 mars 2026 – klockan ställdes fram en timme",
    });
    // A night shift that ends in the skipped hour of the next day.
    expect(errorsOf(body, { ...eve, endTime: "02:30", hours: "2.5" })).toEqual({
      endTime: "Klockan 02:30 finns inte den 29 mars 2026 – klockan ställdes fram en timme",
    });
    // In UTC there is no clock change to skip.
    expect(errorsOf(timeReportBodySchema(TODAY, "UTC"), { ...spring, startTime: "02:30", hours: "1.5" })).toEqual({});
  });

  it("reports every missing field", () => {
    expect(errorsOf(body, {})).toEqual({
      projectId: MSG.projectRequired,
      date: MSG.dateRequired,
      hours: MSG.hoursRequired,
      description: MSG.descriptionMin,
    });
  });

  it("strips keys the client must not set", () => {
    const parsed = body.parse({
      ...valid,
      id: "11111111-1111-4111-8111-111111111111",
      workerId: "22222222-2222-4222-8222-222222222222",
      status: "verified",
      isVerified: true,
    });
    expect(Object.keys(parsed).sort()).toEqual([
      "breakMinutes",
      "date",
      "description",
      "endTime",
      "hours",
      "imageUrls",
      "projectId",
      "receiptImageUrls",
      "receiptsConfirmed",
      "startTime",
      "timeCode",
    ]);
  });

  it("accepts at most 20 object paths per list, each an upload path", () => {
    expect(body.parse({ ...valid, imageUrls: [IMAGE], receiptImageUrls: [IMAGE], receiptsConfirmed: true })).toMatchObject({
      imageUrls: [IMAGE],
      receiptImageUrls: [IMAGE],
      receiptsConfirmed: true,
    });
    expect(errorsOf(body, { ...valid, imageUrls: Array(20).fill(IMAGE) })).toEqual({});
    expect(errorsOf(body, { ...valid, imageUrls: Array(21).fill(IMAGE) })).toEqual({ imageUrls: TIME_REPORT_MSG.tooManyAttachments });
    expect(errorsOf(body, { ...valid, receiptImageUrls: ["https://evil.example/x.png"] })).toEqual({ "receiptImageUrls.0": TIME_REPORT_MSG.invalidAttachment });
    expect(errorsOf(body, { ...valid, imageUrls: ["/objects/uploads/../../etc/passwd"] })).toEqual({ "imageUrls.0": TIME_REPORT_MSG.invalidAttachment });
  });
});

describe("timeReportFormSchema", () => {
  const form = timeReportFormSchema(TODAY);

  it("requires the confirmation checkbox", () => {
    expect(errorsOf(form, { ...valid, isConfirmed: false })).toEqual({ isConfirmed: "Du måste bekräfta att uppgifterna är korrekta" });
    expect(errorsOf(form, { ...valid, isConfirmed: true })).toEqual({});
  });

  it("keeps the body's rules", () => {
    expect(errorsOf(form, { ...valid, hours: "7.25", isConfirmed: true })).toEqual({ hours: TIME_REPORT_MSG.hoursStep });
  });
});

describe("reportStatusSchema", () => {
  it("takes the three statuses only", () => {
    for (const status of ["draft", "submitted", "verified"]) expect(reportStatusSchema.parse(status)).toBe(status);
    expect(errorsOf(reportStatusSchema, "rejected")).toEqual({ _: MSG.invalidStatus });
  });
});
