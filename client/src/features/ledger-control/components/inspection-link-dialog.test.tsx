// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { InspectionLink } from "@shared/types";
import { expectNoAxeViolations } from "@/test/axe";
import { fixClock } from "@/test/clock";
import { buildInspectionLink, controlHandlers, TOKEN } from "@/test/control-handlers";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { SITE_ID } from "@/test/site-ledger";
import { shownToast } from "@/test/toasts";
import { SiteControl } from "./site-control";

const URL_OF_LINK = `https://tidrapport.example.se/kontroll/${TOKEN}`;
const LINK_ID = "99999999-9999-4999-8999-000000000002";

fixClock("2026-11-20T10:00:00Z");

/** The server's links: one made earlier, and what 'Skapa länk' and 'Återkalla' do to them. */
function linkServer() {
  let links: InspectionLink[] = [buildInspectionLink()];
  return [
    http.get(`/api/sites/${SITE_ID}/inspection-links`, () => HttpResponse.json(links)),
    http.post(`/api/sites/${SITE_ID}/inspection-links`, async ({ request }) => {
      const { hours } = (await request.json()) as { hours: number };
      const expiresAt = new Date(Date.parse("2026-11-20T10:00:00Z") + hours * 3600_000).toISOString();
      links = [...links, buildInspectionLink({ id: LINK_ID, createdAt: "2026-11-20T10:00:00.000Z", expiresAt })];
      return HttpResponse.json({ id: LINK_ID, url: URL_OF_LINK, expiresAt }, { status: 201 });
    }),
    http.delete("/api/inspection-links/:id", ({ params }) => {
      links = links.filter((l) => l.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<SiteControl siteId={SITE_ID} />);
  await user.click(await screen.findByRole("button", { name: "Länk till inspektör" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Länk till inspektör" }) };
}

describe("'Länk till inspektör'", () => {
  it("makes a link for the hours chosen and shows its address, a copy button, a QR code and until when it works", async () => {
    const { callsTo } = mockApi(...linkServer(), ...controlHandlers());
    const { user, dialog } = await openDialog();
    const hours = within(dialog).getByLabelText("Giltig i");
    expect(hours).toHaveDisplayValue("8 timmar");
    expect(within(hours).getAllByRole("option")).toHaveLength(24);
    await user.selectOptions(hours, "4");
    await user.click(within(dialog).getByRole("button", { name: "Skapa länk" }));

    expect(await within(dialog).findByLabelText("Länk")).toHaveValue(URL_OF_LINK);
    expect(callsTo("POST", `/api/sites/${SITE_ID}/inspection-links`)[0].body).toEqual({ hours: 4 });
    // Stockholm is UTC+1 in November: 10:00Z + 4 h is 15:00.
    expect(within(dialog).getAllByText("Giltig till 2026-11-20 15:00")[0]).toBeInTheDocument();
    expect(await within(dialog).findByRole("img", { name: "QR-kod för länken" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Kopiera länk" }));
    expect(await within(dialog).findByText("Länken är kopierad")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_OF_LINK);

    // The new link is among those in force.
    const list = await within(dialog).findByRole("list", { name: "Länkar som gäller" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
  });

  it("has no accessibility violations with a link made, its QR code and the links in force", async () => {
    mockApi(...linkServer(), ...controlHandlers());
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Skapa länk" }));
    expect(await within(dialog).findByRole("img", { name: "QR-kod för länken" })).toBeInTheDocument();
    const list = await within(dialog).findByRole("list", { name: "Länkar som gäller" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    await expectNoAxeViolations("'Länk till inspektör'");
  });

  it("lists the links in force and revokes one", async () => {
    const { callsTo } = mockApi(...linkServer(), ...controlHandlers());
    const { user, dialog } = await openDialog();
    const list = await within(dialog).findByRole("list", { name: "Länkar som gäller" });
    const [link] = within(list).getAllByRole("listitem");
    expect(link).toHaveTextContent("Giltig till 2026-11-20 18:00");
    expect(link).toHaveTextContent("Skapad av Anna Lindqvist 2026-11-20 10:00");

    await user.click(within(link).getByRole("button", { name: "Återkalla länken, giltig till 2026-11-20 18:00" }));
    expect(await within(dialog).findByText("Ingen länk gäller just nu.")).toBeInTheDocument();
    expect(callsTo("DELETE", `/api/inspection-links/${buildInspectionLink().id}`)).toHaveLength(1);
    expect(shownToast()?.title).toBe("Länken är återkallad");
  });

  it("forgets the address shown once its link is revoked", async () => {
    mockApi(...linkServer(), ...controlHandlers());
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Skapa länk" }));
    await within(dialog).findByLabelText("Länk");
    await user.click(await within(dialog).findByRole("button", { name: "Återkalla länken, giltig till 2026-11-20 19:00" }));
    await waitFor(() => expect(within(dialog).queryByLabelText("Länk")).not.toBeInTheDocument());
    expect(within(dialog).getByRole("button", { name: "Skapa länk" })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi(
      http.post(`/api/sites/${SITE_ID}/inspection-links`, reply(403, { message: "Du får inte hantera kontrollänkar på den här byggarbetsplatsen" })),
      ...linkServer(),
      ...controlHandlers(),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Skapa länk" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Du får inte hantera kontrollänkar på den här byggarbetsplatsen");
  });
});
