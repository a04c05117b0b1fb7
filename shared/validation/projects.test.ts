import { describe, expect, it } from "vitest";
import { errorsOf } from "./field-errors";
import { MSG } from "./messages";
import { PROJECT_MSG, projectBodySchema } from "./projects";
import { SITE_MSG } from "./sites";

const CUSTOMER = "6f1c2b9e-4d3a-4f5e-9a8b-7c6d5e4f3a2b";
const SITE = "3f6c2a9e-1b4d-4e8f-9a7c-5d2e1f0b8c3a";
const LEADER = "9b2d4e6f-8a1c-4b3d-9e5f-7a6b5c4d3e2f";

describe("projectBodySchema", () => {
  it("needs only a number and a title; status defaults to active, no arbetsledare, the rest to null", () => {
    expect(projectBodySchema.parse({ projectNumber: " P-2026-01 ", title: " Villa Ek " })).toEqual({
      projectNumber: "P-2026-01",
      title: "Villa Ek",
      description: null,
      status: "active",
      estimatedHours: null,
      startDate: null,
      expectedEndDate: null,
      customerId: null,
      siteId: null,
      leaderIds: [],
    });
  });

  it("turns empty form fields into null", () => {
    expect(
      projectBodySchema.parse({
        projectNumber: "P1",
        title: "T",
        description: "  ",
        estimatedHours: "",
        startDate: "",
        expectedEndDate: "",
        customerId: "",
        siteId: "",
      }),
    ).toMatchObject({ description: null, estimatedHours: null, startDate: null, expectedEndDate: null, customerId: null, siteId: null, status: "active" });
  });

  it("keeps every given field", () => {
    expect(
      projectBodySchema.parse({
        projectNumber: "P1",
        title: "Tak",
        description: "Byte av tak",
        status: "planning",
        estimatedHours: "120,5",
        startDate: "2026-05-01",
        expectedEndDate: "2026-05-01",
        customerId: CUSTOMER,
        siteId: SITE,
        leaderIds: [LEADER],
      }),
    ).toEqual({
      projectNumber: "P1",
      title: "Tak",
      description: "Byte av tak",
      status: "planning",
      estimatedHours: "120.50",
      startDate: "2026-05-01",
      expectedEndDate: "2026-05-01",
      customerId: CUSTOMER,
      siteId: SITE,
      leaderIds: [LEADER],
    });
  });

  it.each([
    [{}, { projectNumber: "Projektnummer krävs", title: "Projektnamn krävs" }],
    [
      { projectNumber: "", title: "" },
      { projectNumber: MSG.projectNumberRequired, title: MSG.projectTitleRequired },
    ],
    [{ projectNumber: "   ", title: "T" }, { projectNumber: MSG.projectNumberRequired }],
    [{ projectNumber: "P1", title: "  " }, { title: MSG.projectTitleRequired }],
    [{ projectNumber: "P1", title: "T", status: "paused" }, { status: "Ogiltig status" }],
    [
      { projectNumber: "P1", title: "T", startDate: "2026-05-02", expectedEndDate: "2026-05-01" },
      { expectedEndDate: "Slutdatum kan inte vara före startdatum" },
    ],
    [{ projectNumber: "P1", title: "T", startDate: "2026-02-30" }, { startDate: MSG.invalidDate }],
    [{ projectNumber: "P1", title: "T", estimatedHours: -1 }, { estimatedHours: PROJECT_MSG.estimatedHoursInvalid }],
    [{ projectNumber: "P1", title: "T", estimatedHours: "många" }, { estimatedHours: PROJECT_MSG.estimatedHoursInvalid }],
    [{ projectNumber: "P1", title: "T", customerId: "kund" }, { customerId: PROJECT_MSG.customerInvalid }],
    [{ projectNumber: "P1", title: "T", siteId: "plats-1" }, { siteId: SITE_MSG.siteInvalid }],
    [{ projectNumber: "P1", title: "T", siteId: 7 }, { siteId: SITE_MSG.siteInvalid }],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(projectBodySchema, input)).toEqual(expected);
  });

  it("accepts each of the four statuses", () => {
    for (const status of ["planning", "active", "completed", "archived"]) {
      expect(projectBodySchema.parse({ projectNumber: "P1", title: "T", status }).status).toBe(status);
    }
  });

  it("allows an end date with no start date and the reverse", () => {
    expect(errorsOf(projectBodySchema, { projectNumber: "P1", title: "T", expectedEndDate: "2020-01-01" })).toEqual({});
    expect(errorsOf(projectBodySchema, { projectNumber: "P1", title: "T", startDate: "2030-01-01" })).toEqual({});
  });
});
