// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { fixClock } from "@/test/clock";
import { buildLedgerMe, buildRosterPerson, buildSite, ledgerHandlers, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { mockApi } from "@/test/msw";
import { checkedIn, renderCard, reportHandlers } from "@/test/ledger-card";

/** The check-in card in the worker's language (docs/i18n.md): the personalliggare keeps its name, explained once. */
const SOLBACKEN = buildSite();

// Friday 20 November 2026, 06:58 in Stockholm.
fixClock("2026-11-20T05:58:00Z");

afterEach(async () => {
  await activateLocale("sv");
});

describe("the check-in card in Polish", () => {
  it("checks in with 'Zamelduj się' and says where the worker stands without a gendered form", async () => {
    await activateLocale("pl", ["checkin", "shell"]);
    const server = ledgerServer({ sites: [SOLBACKEN] });
    mockApi(...server.handlers, ...reportHandlers());
    const { user } = renderCard();
    expect(await screen.findByRole("region", { name: "Personalliggare (ewidencja osób na budowie)" })).toBeInTheDocument();
    expect(screen.getByText("Brak zameldowania na budowie")).toBeInTheDocument();
    expect(screen.getByText("Budowa")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zamelduj się" }));
    expect(await screen.findByText("Na budowie od 06:58: Villa Solbacken")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wymelduj się" })).toBeEnabled();
    const today = screen.getByRole("region", { name: "Dzisiejsze zameldowania" });
    expect(within(today).getByText("Wejście")).toBeInTheDocument();
  });

  it("after 12 hours asks for the time of leaving, in Polish, with the shell's 'Anuluj'", async () => {
    await activateLocale("pl", ["checkin", "shell"]);
    vi.setSystemTime(new Date("2026-11-20T19:34:00Z"));
    mockApi(...ledgerServer({ sites: [SOLBACKEN], me: checkedIn("2026-11-20T04:34:00Z") }).handlers, ...reportHandlers());
    const { user } = renderCard();
    expect(await screen.findByText("Na budowie od 05:34: Villa Solbacken")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Zameldowanie trwa już ponad 14 godzin. Pamiętaj o wymeldowaniu.");
    await user.click(screen.getByRole("button", { name: "Wymelduj się" }));
    const prompt = await screen.findByRole("form", { name: "Podaj godzinę wyjścia" });
    expect(within(prompt).getByText("Zameldowanie trwa ponad 12 godzin – podaj, o której nastąpiło wyjście z budowy")).toBeInTheDocument();
    expect(within(prompt).getByLabelText("Wyjście")).toHaveFocus();
    await user.click(within(prompt).getByRole("button", { name: "Wymelduj się" }));
    expect(within(prompt).getByRole("alert")).toHaveTextContent("Nieprawidłowa godzina");
    expect(within(prompt).getByRole("button", { name: "Anuluj" })).toBeInTheDocument();
  });

  it("names the day of yesterday's check-in with the Polish month", async () => {
    await activateLocale("pl", ["checkin", "shell"]);
    vi.setSystemTime(new Date("2026-11-20T07:30:00Z"));
    mockApi(...ledgerHandlers({ sites: [SOLBACKEN], me: checkedIn("2026-11-19T18:15:00Z") }), ...reportHandlers());
    renderCard();
    expect(await screen.findByText(/^Na budowie od 19 lis\S* 19:15: Villa Solbacken$/)).toBeInTheDocument();
  });
});

describe("the check-in card in English", () => {
  it("lets a platsansvarig check in someone else, each person's place in English", async () => {
    await activateLocale("en", ["checkin", "shell"]);
    const me = buildLedgerMe({ responsibleFor: [{ id: SOLBACKEN_ID, name: SOLBACKEN.name }] });
    mockApi(
      ...ledgerServer({ sites: [SOLBACKEN], me }).handlers,
      http.get(`/api/sites/${SOLBACKEN_ID}/roster`, () =>
        HttpResponse.json([
          buildRosterPerson("Anna Berg", { userId: "aaaaaaaa-0000-4000-8000-000000000001", checkedInSince: "2026-11-20T05:45:00Z" }),
          buildRosterPerson("Lisa Lind", { userId: "cccccccc-0000-4000-8000-000000000003", checkedInElsewhere: "Brf Kajen" }),
          buildRosterPerson("Olle Rörläggare", { personId: "bbbbbbbb-0000-4000-8000-000000000002" }),
        ]),
      ),
      ...reportHandlers(),
    );
    const { user } = renderCard();
    expect(await screen.findByText("You're not checked in")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "The site's personalliggare" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Check in someone else" }));
    const list = await screen.findByRole("list", { name: "People on the building site" });
    const row = (name: string) => within(list).getByText(name).closest("li") as HTMLElement;
    expect(within(row("Anna Berg")).getByText("Checked in since 06:45 at Villa Solbacken")).toBeInTheDocument();
    expect(within(row("Anna Berg")).getByRole("button", { name: "Check out Anna Berg" })).toBeInTheDocument();
    expect(within(row("Lisa Lind")).getByText("Checked in at Brf Kajen")).toBeInTheDocument();
    expect(within(row("Olle Rörläggare")).getByText("Not checked in")).toBeInTheDocument();
    expect(within(row("Olle Rörläggare")).getByRole("button", { name: "Check in Olle Rörläggare" })).toBeInTheDocument();
  });
});
