// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { WorkerPdfCard } from "./worker-pdf-card";

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
});
