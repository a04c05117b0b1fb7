// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fixClock } from "@/test/clock";
import { buildSite, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { checkedIn, renderCard, reportHandlers } from "@/test/ledger-card";

/**
 * The check-in card's question after more than 12 hours (docs/product-rules.md §5, §15): when
 * did the worker leave; never 'now', never a time the clock skipped, and which 02:30 on the
 * night the clock shows it twice.
 */
const SOLBACKEN = buildSite();

// Friday 20 November 2026, 06:58 in Stockholm; each test sets its own hour.
fixClock("2026-11-20T05:58:00Z");

describe("the 'Personalliggare' card: leaving after more than 12 hours", () => {
  it("after 12 hours, 'Checka ut' asks when the worker left and sends that time, never 'now'", async () => {
    vi.setSystemTime(new Date("2026-11-20T19:34:00Z"));
    const server = ledgerServer({ sites: [SOLBACKEN], me: checkedIn("2026-11-20T04:34:00Z") });
    const log = mockApi(...server.handlers, ...reportHandlers());
    const { user } = renderCard();
    expect(await screen.findByText("Incheckad sedan 05:34 på Villa Solbacken")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Checka ut" }));
    const prompt = await screen.findByRole("form", { name: "Ange när du gick" });
    expect(within(prompt).getByText("Du har varit incheckad i mer än 12 timmar – ange när du gick")).toBeInTheDocument();
    // The question's answer takes the focus, not the button that asked it.
    expect(within(prompt).getByLabelText("Gick")).toHaveFocus();
    expect(log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`)).toHaveLength(0);
    await expectNoAxeViolations("the card asking when the worker left");

    // No time: nothing is sent.
    await user.click(within(prompt).getByRole("button", { name: "Checka ut" }));
    expect(within(prompt).getByRole("alert")).toHaveTextContent("Ogiltig tidpunkt");
    expect(log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`)).toHaveLength(0);

    expect(within(prompt).getByLabelText("Datum")).toHaveValue("2026-11-20");
    await user.type(within(prompt).getByLabelText("Gick"), "14:05");
    await user.click(within(prompt).getByRole("button", { name: "Checka ut" }));
    expect(await screen.findByText("Du är inte incheckad")).toBeInTheDocument();
    expect(log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`).map((c) => c.body)).toEqual([
      { kind: "out", clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), occurredAt: "2026-11-20T13:05:00.000Z" },
    ]);
    expect(screen.queryByRole("form", { name: "Ange när du gick" })).not.toBeInTheDocument();
  });

  it("after 12 hours, refuses a time the spring clock skips and sends nothing, then sends a time that exists", async () => {
    // Checked in at 18:00 on Saturday 28 March 2026; the clocks go from 02:00 to 03:00 that night.
    vi.setSystemTime(new Date("2026-03-29T08:00:00Z"));
    const server = ledgerServer({ sites: [SOLBACKEN], me: checkedIn("2026-03-28T17:00:00Z") });
    const log = mockApi(...server.handlers, ...reportHandlers());
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Checka ut" }));
    const prompt = await screen.findByRole("form", { name: "Ange när du gick" });
    fireEvent.change(within(prompt).getByLabelText("Datum"), { target: { value: "2026-03-29" } });
    await user.type(within(prompt).getByLabelText("Gick"), "02:30");
    await user.click(within(prompt).getByRole("button", { name: "Checka ut" }));
    expect(within(prompt).getByRole("alert")).toHaveTextContent("Klockan 02:30 finns inte den 29 mars 2026 – klockan ställdes fram en timme");
    expect(log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`)).toHaveLength(0);

    await user.clear(within(prompt).getByLabelText("Gick"));
    await user.type(within(prompt).getByLabelText("Gick"), "03:30");
    await user.click(within(prompt).getByRole("button", { name: "Checka ut" }));
    await waitFor(() => expect(log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`)).toHaveLength(1));
    // 03:30 summer time (UTC+2): 01:30 UTC, 7 h 30 min after the check-in.
    expect(log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`)[0].body).toMatchObject({ kind: "out", occurredAt: "2026-03-29T01:30:00.000Z" });
  });

  describe("after 12 hours on the autumn night, when the clock shows 02:00-02:59 twice (docs/product-rules.md §5)", () => {
    /** Checked in at 13:00 on Saturday 24 October 2026; the clocks go from 03:00 back to 02:00 that night. */
    async function promptOnAutumnNight(time: string) {
      vi.setSystemTime(new Date("2026-10-25T08:00:00Z"));
      const server = ledgerServer({ sites: [SOLBACKEN], me: checkedIn("2026-10-24T11:00:00Z") });
      const log = mockApi(...server.handlers, ...reportHandlers());
      const { user } = renderCard();
      await user.click(await screen.findByRole("button", { name: "Checka ut" }));
      const prompt = await screen.findByRole("form", { name: "Ange när du gick" });
      fireEvent.change(within(prompt).getByLabelText("Datum"), { target: { value: "2026-10-25" } });
      await user.type(within(prompt).getByLabelText("Gick"), time);
      const sent = () => log.callsTo("POST", `/api/sites/${SOLBACKEN_ID}/ledger`).map((c) => c.body);
      return { user, prompt, sent };
    }

    it("asks 'Vilken 02:30?' and sends the second 02:30, in winter time, when the worker says so", async () => {
      const { user, prompt, sent } = await promptOnAutumnNight("02:30");
      const which = within(prompt).getByRole("group", { name: "Vilken 02:30?" });
      expect(which).toHaveAccessibleDescription("Klockan ställdes tillbaka en timme och visade 02:00–02:59 två gånger.");
      expect(within(which).getByRole("radio", { name: "sommartid (+02:00)" })).toBeChecked();
      await expectNoAxeViolations("the card asking which 02:30");
      await user.click(within(which).getByRole("radio", { name: "vintertid (+01:00)" }));
      await user.click(within(prompt).getByRole("button", { name: "Checka ut" }));
      await waitFor(() => expect(sent()).toHaveLength(1));
      // 02:30 winter time (UTC+1): 01:30 UTC, the second time the clock showed 02:30.
      expect(sent()[0]).toMatchObject({ kind: "out", occurredAt: "2026-10-25T01:30:00.000Z" });
    });

    it("sends the first 02:30, in summer time, unless told otherwise; a time shown once asks nothing", async () => {
      const { user, prompt, sent } = await promptOnAutumnNight("03:30");
      expect(within(prompt).queryByRole("group", { name: /Vilken/ })).not.toBeInTheDocument();
      await user.clear(within(prompt).getByLabelText("Gick"));
      await user.type(within(prompt).getByLabelText("Gick"), "02:30");
      expect(within(prompt).getByRole("group", { name: "Vilken 02:30?" })).toBeInTheDocument();
      await user.click(within(prompt).getByRole("button", { name: "Checka ut" }));
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]).toMatchObject({ kind: "out", occurredAt: "2026-10-25T00:30:00.000Z" });
    });
  });
});
