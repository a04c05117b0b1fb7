// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LedgerDaySpan } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { buildProject } from "@tests/support/builders";
import { mockApi } from "@/test/msw";
import { FORM_PROJECTS, latestWorkHandler } from "@/test/form-projects";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { TimeReportForm } from "./time-report-form";

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

  it("fills Start and Slut in Stockholm time from the form's date and the project's site, and the hours follow", async () => {
    const { user, callsTo } = renderForm(dayHandler({ firstIn: "2026-11-19T05:58:00.000Z", lastOut: "2026-11-19T15:05:30.000Z" }));
    await chooseSiteProject(user);
    await user.clear(screen.getByLabelText("Datum"));
    await user.type(screen.getByLabelText("Datum"), "2026-11-19");
    await user.click(fetchButton()!);

    await waitFor(() => expect(screen.getByLabelText("Start")).toHaveValue("06:58"));
    expect(screen.getByLabelText("Slut")).toHaveValue("16:05");
    expect(screen.getByLabelText("Timmar")).toHaveValue("9,12");
    expect(callsTo("GET", `/api/ledger/me/day?date=2026-11-19&siteId=${SITE_ID}`)).toHaveLength(1);
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

  it("fills only the start while the stay is still open", async () => {
    const { user } = renderForm(dayHandler({ firstIn: "2026-11-20T06:10:00.000Z" }));
    await chooseSiteProject(user);
    await user.click(fetchButton()!);
    await waitFor(() => expect(screen.getByLabelText("Start")).toHaveValue("07:10"));
    expect(screen.getByLabelText("Slut")).toHaveValue("");
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
});
