// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildMil, buildTrakt, buildUtlagg, expenseListHandler } from "@/test/expense-handlers";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { EXPENSES_PAGE, ExpenseList } from "./expense-list";

const TODAY = "2026-11-27";
const href = (id: string) => `/ersattningar/${id}`;
/** An accessible name as read aloud: the kronor's no-break spaces are spaces. */
const named = (text: string) => (name: string) => name.replace(/\s+/g, " ") === text;

// Week 48: 300,00 + 307,50 (123 km) + 750,00 (two whole days and a night) = 1 357,50 kr.
const utlagg = buildUtlagg({ date: "2026-11-26", amount: "300.00", vat: "60.00", description: "Borrar, Beijer" });
const drive = buildMil({ date: "2026-11-24", km: 123 });
const trip = buildTrakt({ departAt: "2026-11-23T07:00", returnAt: "2026-11-24T20:00", destination: "Bygget i Sundsvall" });
// Week 47: one sent back, one attested and locked for pay.
const returned = buildUtlagg({ date: "2026-11-18", amount: "100.00", vat: "20.00", status: "draft", returnReason: "Kvittot går inte att läsa" });
const locked = buildMil({ date: "2026-11-17", km: 40, status: "verified", lockedForPayroll: true });
const verified = buildMil({ date: "2026-11-16", km: 10, status: "verified" });

describe("ExpenseList ('Mina ersättningar')", () => {
  it("shows the expenses newest first by week, with each week's kronor and each one's kronor and state", async () => {
    const { callsTo } = mockApi(expenseListHandler([utlagg, drive, trip, returned, locked, verified]));
    renderWithProviders(<ExpenseList today={TODAY} expenseHref={href} />);
    expect(await screen.findByRole("heading", { name: named("Vecka 48: 1 357,50 kr") })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: named("Vecka 47: 225,00 kr") })).toBeInTheDocument();
    expect(callsTo("GET", `/api/expenses?limit=${EXPENSES_PAGE}`)).toHaveLength(1);

    const week48 = within(screen.getByRole("list", { name: "Vecka 48" })).getAllByRole("link");
    expect(week48.map((row) => row.getAttribute("href"))).toEqual([href(utlagg.id), href(drive.id), href(trip.id)]);
    expect(week48[0]).toHaveTextContent("Utlägg");
    expect(week48[0]).toHaveTextContent("Borrar, Beijer");
    expect(within(week48[0]).getByText("300,00 kr")).toBeInTheDocument();
    expect(within(week48[0]).getByText("Inskickad")).toBeInTheDocument();
    expect(within(week48[1]).getByText("307,50 kr")).toBeInTheDocument();
    expect(week48[1]).toHaveTextContent("123 km · Kontoret - Bygget, materialhämtning");
    expect(within(week48[2]).getByText("750,00 kr")).toBeInTheDocument();
    expect(week48[2]).toHaveTextContent("Traktamente");

    const week47 = within(screen.getByRole("list", { name: "Vecka 47" })).getAllByRole("link");
    expect(within(week47[0]).getByText("Skickad tillbaka")).toBeInTheDocument();
    expect(within(week47[0]).getByText("Skickad tillbaka: Kvittot går inte att läsa")).toBeInTheDocument();
    expect(within(week47[1]).getByText("Låst för lön")).toBeInTheDocument();
    expect(within(week47[1]).getByText("100,00 kr")).toBeInTheDocument();
    expect(within(week47[2]).getByText("Verifierad")).toBeInTheDocument();
    expect(within(week47[2]).getByText("25,00 kr")).toBeInTheDocument();
  });

  it("has no accessibility violations, with weeks of expenses in every state", async () => {
    mockApi(expenseListHandler([utlagg, drive, trip, returned, locked, verified]));
    renderWithProviders(<ExpenseList today={TODAY} expenseHref={href} />);
    expect(await screen.findByRole("list", { name: "Vecka 47" })).toBeInTheDocument();
    await expectNoAxeViolations("'Mina ersättningar'");
  });

  it("names the year of a week that is not this year's", async () => {
    mockApi(expenseListHandler([buildUtlagg({ date: "2025-12-03", amount: "1050.00", vat: "210.00" })]));
    renderWithProviders(<ExpenseList today={TODAY} expenseHref={href} />);
    expect(await screen.findByRole("heading", { name: named("Vecka 49 2025: 1 050,00 kr") })).toBeInTheDocument();
  });

  it("reads the next page with the cursor, and a week split across the pages adds up", async () => {
    const { callsTo } = mockApi(
      http.get("/api/expenses", ({ request }) => {
        const cursor = new URL(request.url).searchParams.get("cursor");
        return HttpResponse.json(cursor === drive.id ? { items: [trip], nextCursor: null } : { items: [utlagg, drive], nextCursor: drive.id });
      }),
    );
    renderWithProviders(<ExpenseList today={TODAY} expenseHref={href} />);
    expect(await screen.findByRole("heading", { name: named("Vecka 48: 607,50 kr") })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Visa fler" }));
    expect(await screen.findByRole("heading", { name: named("Vecka 48: 1 357,50 kr") })).toBeInTheDocument();
    expect(callsTo("GET", `/api/expenses?limit=${EXPENSES_PAGE}&cursor=${drive.id}`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Visa fler" })).not.toBeInTheDocument();
  });

  it("says there are none yet, and still shows what waits on the phone", async () => {
    mockApi(expenseListHandler([]));
    renderWithProviders(<ExpenseList today={TODAY} expenseHref={href} queued={<p>1 väntar på uppkoppling</p>} />);
    expect(await screen.findByText("Inga ersättningar ännu. Välj Utlägg, Milersättning eller Traktamente för att skicka den första.")).toBeInTheDocument();
    expect(screen.getByText("1 väntar på uppkoppling")).toBeInTheDocument();
  });
});
