// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LedgerDaySpan } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { buildProject, buildTimeReport } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { FORM_PROJECTS, latestWorkHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { TimeReportForm } from "./time-report-form";
import { CONFIRM_TEXT } from "./time-report-fields";

const TODAY = "2026-11-20";
const SITE_ID = "55555555-5555-4555-8555-555555555555";
const onSite = buildProject({ id: "66666666-6666-4666-8666-666666666666", projectNumber: "P-2026-010", title: "Kv. Kajen", siteId: SITE_ID });
const PROJECTS = [...FORM_PROJECTS, onSite];

/** GET /api/ledger/me/day answering `span` (times in Stockholm, November: UTC+1). */
const dayHandler = (span: Partial<LedgerDaySpan>) =>
  http.get("/api/ledger/me/day", ({ request }) => {
    const params = new URL(request.url).searchParams;
    return HttpResponse.json({ date: params.get("date"), siteId: params.get("siteId"), firstIn: null, lastOut: null, ...span });
  });

function renderForm(...handlers: RequestHandler[]) {
  const log = mockApi(
    ...handlers,
    http.get("/api/projects", () => HttpResponse.json(PROJECTS)),
    lockedPeriodsHandler(),
    http.get("/api/time-reports", () => HttpResponse.json([])),
    latestWorkHandler(),
  );
  renderWithProviders(<TimeReportForm open onOpenChange={vi.fn()} renderUploader={() => null} today={TODAY} />);
  return { ...log, user: userEvent.setup() };
}

const fetchButton = () => screen.queryByRole("button", { name: LEDGER_MSG.fetchFromLedger });

async function chooseSiteProject(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("option", { name: /P-2026-010/ });
  await user.selectOptions(screen.getByLabelText("Projekt"), onSite.id);
}

afterEach(() => vi.restoreAllMocks());

describe("'Hämta från personalliggaren' in the report form (docs/product-rules.md §15)", () => {
  it("is offered only on a project of a site, and not for absence", async () => {
    const { user } = renderForm();
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.selectOptions(screen.getByLabelText("Projekt"), FORM_PROJECTS[0].id);
    expect(fetchButton()).toBeNull();
    await user.selectOptions(screen.getByLabelText("Projekt"), onSite.id);
    expect(fetchButton()).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Typ"), "SJK");
    expect(fetchButton()).toBeNull();
  });

  it("fills Start and Slut from the form's date and the project's site rounded to half hours after the break, says what the ledger said, and the report goes", async () => {
    const { user, callsTo } = renderForm(
      dayHandler({ firstIn: "2026-11-19T05:58:00.000Z", lastOut: "2026-11-19T15:05:30.000Z" }),
      http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport(), { status: 201 })),
    );
    await chooseSiteProject(user);
    await user.clear(screen.getByLabelText("Datum"));
    await user.type(screen.getByLabelText("Datum"), "2026-11-19");
    await user.type(screen.getByLabelText("Rast (min)"), "30");
    await user.click(fetchButton()!);

    // The ledger's 06:58 → 16:05 less half an hour would be 8,62 hours: the form fills 07:00 → 16:00, 8,5.
    await waitFor(() => expect(screen.getByLabelText("Start")).toHaveValue("07:00"));
    expect(screen.getByLabelText("Slut")).toHaveValue("16:00");
    expect(screen.getByLabelText("Timmar")).toHaveValue("8,5");
    expect(screen.getByText("Från personalliggaren: in 06:58, ut 16:05 (avrundat till halvtimmar)")).toBeInTheDocument();
    expect(callsTo("GET", `/api/ledger/me/day?date=2026-11-19&siteId=${SITE_ID}`)).toHaveLength(1);

    await user.type(screen.getByLabelText("Beskrivning"), "Gjutning av bjälklag");
    await user.click(screen.getByLabelText(CONFIRM_TEXT));
    await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
    await waitFor(() => expect(callsTo("POST", "/api/time-reports")).toHaveLength(1));
    expect(callsTo("POST", "/api/time-reports")[0].body).toMatchObject({
      projectId: onSite.id,
      date: "2026-11-19",
      startTime: "07:00",
      endTime: "16:00",
      breakMinutes: 30,
      hours: "8.50",
    });
  });

  it("names the ledger's times without rounding when they are on the half hour, until the date changes", async () => {
    const { user } = renderForm(dayHandler({ firstIn: "2026-11-20T06:00:00.000Z", lastOut: "2026-11-20T14:30:00.000Z" }));
    await chooseSiteProject(user);
    await user.click(fetchButton()!);
    expect(await screen.findByText("Från personalliggaren: in 07:00, ut 15:30")).toBeInTheDocument();
    expect(screen.getByLabelText("Slut")).toHaveValue("15:30");
    expect(screen.getByLabelText("Timmar")).toHaveValue("8,5");

    await user.clear(screen.getByLabelText("Datum"));
    await user.type(screen.getByLabelText("Datum"), "2026-11-19");
    expect(screen.queryByText(/Från personalliggaren/)).toBeNull();
  });

  it("leaves Slut to the worker when the stay makes no half hour after the break", async () => {
    const { user } = renderForm(dayHandler({ firstIn: "2026-11-20T06:20:00.000Z", lastOut: "2026-11-20T06:25:00.000Z" }));
    await chooseSiteProject(user);
    await user.type(screen.getByLabelText("Slut"), "16:00");
    await user.click(fetchButton()!);
    await waitFor(() => expect(screen.getByLabelText("Start")).toHaveValue("07:30"));
    expect(screen.getByLabelText("Slut")).toHaveValue("");
    expect(screen.getByText("Från personalliggaren: in 07:20, ut 07:25 (för kort för en rapport i halvtimmar: fyll i Slut själv)")).toBeInTheDocument();
  });

  it("says so under the fields and changes nothing when the ledger has no entry that day", async () => {
    const { user } = renderForm(dayHandler({}));
    await chooseSiteProject(user);
    await user.type(screen.getByLabelText("Start"), "07:00");
    await user.click(fetchButton()!);

    expect(await screen.findByText(LEDGER_MSG.fetchNothing)).toBeInTheDocument();
    expect(screen.getByLabelText("Start")).toHaveValue("07:00");
    expect(screen.getByLabelText("Slut")).toHaveValue("");
  });

  it("fills only the start, rounded, while the stay is still open", async () => {
    const { user } = renderForm(dayHandler({ firstIn: "2026-11-20T06:10:00.000Z" }));
    await chooseSiteProject(user);
    await user.click(fetchButton()!);
    await waitFor(() => expect(screen.getByLabelText("Start")).toHaveValue("07:00"));
    expect(screen.getByLabelText("Slut")).toHaveValue("");
    expect(screen.getByText("Från personalliggaren: in 07:10 (avrundat till halvtimmar)")).toBeInTheDocument();
  });

  it("shows the server's refusal under the fields", async () => {
    const { user } = renderForm(http.get("/api/ledger/me/day", () => HttpResponse.json({ message: "Hittades inte" }, { status: 404 })));
    await chooseSiteProject(user);
    await user.click(fetchButton()!);
    expect(await screen.findByText("Hittades inte")).toBeInTheDocument();
  });

  it("is disabled offline, saying it needs a connection, and asks nothing", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user, callsTo } = renderForm();
    await chooseSiteProject(user);
    expect(fetchButton()).toBeDisabled();
    expect(screen.getByText(LEDGER_MSG.fetchOffline)).toBeInTheDocument();
    expect(callsTo("GET", "/api/ledger/me/day")).toHaveLength(0);
  });

  describe("on the clock-change nights (docs/product-rules.md §5)", () => {
    async function fetchFor(user: ReturnType<typeof userEvent.setup>, date: string) {
      await chooseSiteProject(user);
      await user.clear(screen.getByLabelText("Datum"));
      await user.type(screen.getByLabelText("Datum"), date);
      await user.click(fetchButton()!);
    }

    it("fills the real hours without clock times when the check-out was in the autumn's second 02:00-02:59, and the report goes", async () => {
      // In at 22:00 (+02:00), out at 02:30 the second time the clock showed it (+01:00): 5,5 hours.
      const { user, callsTo } = renderForm(
        dayHandler({ firstIn: "2026-10-24T20:00:00.000Z", lastOut: "2026-10-25T01:30:00.000Z" }),
        http.post("/api/time-reports", () => HttpResponse.json(buildTimeReport(), { status: 201 })),
      );
      await user.type(screen.getByLabelText("Start"), "21:00");
      await fetchFor(user, "2026-10-24");
      await waitFor(() => expect(screen.getByLabelText("Timmar")).toHaveValue("5,5"));
      expect(screen.getByLabelText("Start")).toHaveValue("");
      expect(screen.getByLabelText("Slut")).toHaveValue("");
      expect(
        screen.getByText("Från personalliggaren: in 22:00, ut 02:30 (klockan ställdes om under passet: 5,5 h utan start- och sluttid)"),
      ).toBeInTheDocument();

      await user.type(screen.getByLabelText("Beskrivning"), "Nattgjutning av bjälklag");
      await user.click(screen.getByLabelText(CONFIRM_TEXT));
      await user.click(screen.getByRole("button", { name: "Skicka tidrapport" }));
      await waitFor(() => expect(callsTo("POST", "/api/time-reports")).toHaveLength(1));
      expect(callsTo("POST", "/api/time-reports")[0].body).toMatchObject({ date: "2026-10-24", startTime: null, endTime: null, hours: "5.50" });
    });

    it("fills times the clock names once with the real hours: 22:00 to 06:00 over the autumn change is 9 hours", async () => {
      const { user } = renderForm(dayHandler({ firstIn: "2026-10-24T19:58:00.000Z", lastOut: "2026-10-25T05:05:00.000Z" }));
      await fetchFor(user, "2026-10-24");
      await waitFor(() => expect(screen.getByLabelText("Start")).toHaveValue("22:00"));
      expect(screen.getByLabelText("Slut")).toHaveValue("06:00");
      expect(screen.getByLabelText("Timmar")).toHaveValue("9");
    });

    it("starts a check-in just before the spring clock jumps at 03:00, never in the hour it skips", async () => {
      // In at 01:50 (+01:00); ten minutes later the clock showed 03:00. Out at 07:00 (+02:00): 4 hours.
      const { user } = renderForm(dayHandler({ firstIn: "2026-03-29T00:50:00.000Z", lastOut: "2026-03-29T05:00:00.000Z" }));
      await fetchFor(user, "2026-03-29");
      await waitFor(() => expect(screen.getByLabelText("Start")).toHaveValue("03:00"));
      expect(screen.getByLabelText("Slut")).toHaveValue("07:00");
      expect(screen.getByLabelText("Timmar")).toHaveValue("4");
      expect(screen.queryByText(/finns inte/)).toBeNull();
    });
  });
});
