// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { activateLocale } from "@/lib/i18n/runtime";
import { catchDownloads } from "@/test/downloads";
import { mockApi } from "@/test/msw";
import { pdfText } from "@/test/pdf-text";
import { renderWithProviders } from "@/test/render";
import { WorkerPdfCard } from "./worker-pdf-card";

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale("sv");
});

/** The period's reports, as the card asks for them: 1–20 November, up to the server's limit. */
const period = (answer: () => Response) =>
  http.get("/api/time-reports", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const asked = query.get("startDate") === "2026-11-01" && query.get("endDate") === "2026-11-20" && query.get("limit") === "2000";
    return asked ? answer() : HttpResponse.json({ message: "Oväntad fråga" }, { status: 400 });
  });

function renderCard() {
  renderWithProviders(<WorkerPdfCard workerName="Åsa Öberg" today="2026-11-20" />);
  return { user: userEvent.setup(), button: screen.getByRole("button", { name: "Ladda ner PDF" }) };
}

describe("WorkerPdfCard", () => {
  it("starts on this month up to today", () => {
    mockApi();
    renderCard();
    expect(screen.getByLabelText("Startdatum")).toHaveValue("2026-11-01");
    expect(screen.getByLabelText("Slutdatum")).toHaveValue("2026-11-20");
  });

  it("asks for both dates", async () => {
    const { calls } = mockApi();
    const { user, button } = renderCard();
    fireEvent.change(screen.getByLabelText("Slutdatum"), { target: { value: "" } });
    await user.click(button);
    expect(await screen.findByText("Fyll i datum")).toBeInTheDocument();
    expect(screen.getByText("Välj både startdatum och slutdatum för rapporten.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says what is wrong with the dates in the worker's language", async () => {
    await activateLocale("pl", ["week"]);
    const { calls } = mockApi();
    renderWithProviders(<WorkerPdfCard workerName="Łukasz Wiśniewski" today="2026-11-20" />);
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText("Data początkowa"), { target: { value: "2026-11-21" } });
    await user.click(screen.getByRole("button", { name: "Pobierz PDF" }));
    expect(await screen.findByText("Data początkowa musi być przed datą końcową.")).toBeInTheDocument();
    expect(screen.queryByText(/Startdatum/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("refuses a start after the end", async () => {
    const { calls } = mockApi();
    const { user, button } = renderCard();
    fireEvent.change(screen.getByLabelText("Startdatum"), { target: { value: "2026-11-21" } });
    await user.click(button);
    expect(await screen.findByText("Ogiltigt datumintervall")).toBeInTheDocument();
    expect(screen.getByText("Startdatum måste vara före slutdatum.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says 'Inga rapporter' when the period has none", async () => {
    mockApi(period(() => HttpResponse.json([])));
    const { user, button } = renderCard();
    await user.click(button);
    expect(await screen.findByText("Inga rapporter")).toBeInTheDocument();
    expect(screen.getByText("Inga tidrapporter hittades för valda filter.")).toBeInTheDocument();
  });

  it("says 'Kunde inte hämta tidrapporter' when the reports cannot be fetched", async () => {
    mockApi(period(() => new HttpResponse(null, { status: 500 })));
    const { user, button } = renderCard();
    await user.click(button);
    expect(await screen.findByText("Kunde inte hämta tidrapporter")).toBeInTheDocument();
  });

  it("saves the period's reports as the server has them at each download, under the worker's name and the period", async () => {
    const downloads = catchDownloads();
    let hours = "7.50";
    mockApi(period(() => HttpResponse.json([buildTimeReport({ date: "2026-11-20", hours, description: "Grävning vid ån, källaren" })])));
    const { user, button } = renderCard();
    await user.click(button);
    expect(await screen.findByText("PDF skapad")).toBeInTheDocument();
    // The report is edited to 8 hours: the next PDF asks again instead of reusing the first answer.
    hours = "8.00";
    await user.click(button);
    await vi.waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads.map((d) => d.fileName)).toEqual(["tidrapport_Åsa_Öberg_2026-11-01_2026-11-20.pdf", "tidrapport_Åsa_Öberg_2026-11-01_2026-11-20.pdf"]);
    const text = await pdfText(downloads[1].blob);
    expect(text).toContain("Åsa Öberg");
    expect(text).toContain("Grävning vid ån, källaren");
    expect(text).toContain("Totalt antal timmar: 8,0");
  });
});
