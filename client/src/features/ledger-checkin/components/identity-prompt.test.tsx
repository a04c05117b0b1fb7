// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { buildSite, ledgerServer, SOLBACKEN_ID } from "@/test/ledger-handlers";
import { mockApi } from "@/test/msw";
import { renderCard, reportHandlers } from "@/test/ledger-card";

const LEDGER_PATH = `/api/sites/${SOLBACKEN_ID}/ledger`;

fixClock("2026-11-20T05:58:00Z");

/** The server of a worker with no personnummer on file: a check-in without one is 409 'Personnummer saknas'. */
function withoutIdentityNumber() {
  return ledgerServer({
    sites: [buildSite()],
    refuse: (body) =>
      !body.identityNumber
        ? { status: 409, code: "ledger.identity-number-missing", message: "Personnummer saknas" }
        : body.identityNumber === "19850412-3459"
          ? null
          : { status: 409, code: "user.identity-number-taken", message: "Personnumret används redan av en annan användare" },
  });
}

describe("the first check-in without a personnummer", () => {
  it("has one button to press, a keyboard that types the hyphen, and shows the format", async () => {
    mockApi(...withoutIdentityNumber().handlers, ...reportHandlers());
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Checka in" }));
    const field = await screen.findByLabelText("Personnummer");
    // Not 'numeric': a phone's number pad has no hyphen.
    expect(field).toHaveAttribute("inputmode", "text");
    expect(field).toHaveAccessibleDescription("ÅÅÅÅMMDD-NNNN");
    // 'Checka in' gives way to the prompt's own button: nothing to press that only asks again.
    expect(screen.queryByRole("button", { name: "Checka in" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Spara och checka in", "Avbryt"]);
    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    expect(await screen.findByRole("button", { name: "Checka in" })).toBeEnabled();
  });

  it("asks for it, checks it on the phone, and sends the same check-in again with it", async () => {
    const server = withoutIdentityNumber();
    const log = mockApi(...server.handlers, ...reportHandlers());
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Checka in" }));

    const field = await screen.findByLabelText("Personnummer");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(field, "850412-3459");
    await user.click(screen.getByRole("button", { name: "Spara och checka in" }));
    expect(await screen.findByText("Ange personnummer med århundrade: ÅÅÅÅMMDD-NNNN")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "19850412-3458");
    await user.click(screen.getByRole("button", { name: "Spara och checka in" }));
    expect(await screen.findByText("Ogiltigt personnummer (kontrollsiffran stämmer inte)")).toBeInTheDocument();
    // Neither wrong number left the phone.
    expect(log.callsTo("POST", LEDGER_PATH)).toHaveLength(1);

    await user.clear(field);
    await user.type(field, "198504123459");
    await user.click(screen.getByRole("button", { name: "Spara och checka in" }));
    expect(await screen.findByText("Incheckad sedan 06:58 på Villa Solbacken")).toBeInTheDocument();
    expect(screen.queryByLabelText("Personnummer")).not.toBeInTheDocument();
    const [first, second] = log.callsTo("POST", LEDGER_PATH).map((c) => c.body as Record<string, unknown>);
    expect(second).toEqual({ ...first, identityNumber: "19850412-3459" });
  });

  it("has no accessibility violations, asking for the personnummer with a message at the field", async () => {
    mockApi(...withoutIdentityNumber().handlers, ...reportHandlers());
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Checka in" }));
    await user.type(await screen.findByLabelText("Personnummer"), "850412-3459");
    await user.click(screen.getByRole("button", { name: "Spara och checka in" }));
    expect(await screen.findByText("Ange personnummer med århundrade: ÅÅÅÅMMDD-NNNN")).toBeInTheDocument();
    await expectNoAxeViolations("the question for the personnummer");
  });

  it("shows the server's refusal of the number at the field", async () => {
    mockApi(...withoutIdentityNumber().handlers, ...reportHandlers());
    const { user } = renderCard();
    await user.click(await screen.findByRole("button", { name: "Checka in" }));
    await user.type(await screen.findByLabelText("Personnummer"), "19900101-0017");
    await user.click(screen.getByRole("button", { name: "Spara och checka in" }));
    expect(await screen.findByText("Personnumret används redan av en annan användare")).toBeInTheDocument();
    expect(screen.getByText("Du är inte incheckad")).toBeInTheDocument();
  });

  it("asks for it for a queued check-in the server refused, and sends that one with its tapped time", async () => {
    const tapped = "2026-11-20T05:30:00.000Z";
    const queued = { clientId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", siteId: SOLBACKEN_ID, body: { kind: "in" as const, occurredAt: tapped } };
    const log = mockApi(...withoutIdentityNumber().handlers, ...reportHandlers());
    const { user, removed } = renderCard({
      entries: [{ ...queued, state: "refused", message: "Personnummer saknas", code: "ledger.identity-number-missing" }],
    });

    expect(await screen.findByText("Inte mottagen")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ange personnummer" }));
    await user.type(await screen.findByLabelText("Personnummer"), "19850412-3459");
    await user.click(screen.getByRole("button", { name: "Spara och checka in" }));

    await waitFor(() => expect(removed).toEqual([queued.clientId]));
    expect(log.callsTo("POST", LEDGER_PATH).map((c) => c.body)).toEqual([
      { kind: "in", occurredAt: tapped, clientId: queued.clientId, identityNumber: "19850412-3459" },
    ]);
    expect(await screen.findByText("Incheckad sedan 06:30 på Villa Solbacken")).toBeInTheDocument();
  });
});
