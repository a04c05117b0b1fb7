// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildSite } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { catchDownloads } from "@/test/downloads";
import { buildPayrollSettings } from "@/test/payroll-handlers";
import { pdfText } from "@/test/pdf-text";
import { HAMNEN_ID, kajen, renderSitesPanel } from "@/test/sites-panel";

const hamnen = buildSite({
  id: HAMNEN_ID,
  name: "Hamnen etapp 2",
  skvId: null,
  endDate: null,
  ledgerScope: "site",
  builderName: null,
  builderOrgNumber: null,
  projectIds: ["00000000-0000-4000-a000-000000000002"],
  readiness: ["Byggarbetsplatsen saknar ID från Skatteverket", "Företagets organisationsnummer saknas i löneinställningarna"],
  readinessCodes: ["site.missing-skv-id", "site.missing-org-number"],
});

const card = (name: string) => screen.getByRole("article", { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("SitesPanel", () => {
  it("shows each site's facts and, prominently, what is missing before check-ins or that it is ready", async () => {
    renderSitesPanel([hamnen, kajen]);
    expect(await screen.findByRole("article", { name: "Kv. Kajen" })).toBeInTheDocument();

    const ready = card("Kv. Kajen");
    expect(within(ready).getByText("Redo för incheckning")).toBeInTheDocument();
    expect(within(ready).queryByText("Innan incheckning kan börja:")).not.toBeInTheDocument();
    expect(within(ready).getByText("SKV-12345")).toBeInTheDocument();
    expect(within(ready).getByText("1 sep. 2026 – 30 juni 2027")).toBeInTheDocument();
    expect(within(ready).getByText("Vår egen personalliggare")).toBeInTheDocument();
    expect(within(ready).getByText("Aktiv")).toBeInTheDocument();
    expect(within(ready).getByText("Brf Kajen, 556677-8899")).toBeInTheDocument();
    expect(await within(ready).findByText("Sara Berg, Olle Ek")).toBeInTheDocument();
    expect(within(ready).getByText("P-2026-001 · Villa Solsidan")).toBeInTheDocument();

    const missing = card("Hamnen etapp 2");
    expect(within(missing).queryByText("Redo för incheckning")).not.toBeInTheDocument();
    expect(within(missing).getByText("Innan incheckning kan börja:")).toBeInTheDocument();
    expect(
      within(missing)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Byggarbetsplatsen saknar ID från Skatteverket", "Företagets organisationsnummer saknas i löneinställningarna"]);
    expect(within(missing).getByText("Saknas")).toBeInTheDocument();
    expect(within(missing).getByText("Från 1 sep. 2026, tills vidare")).toBeInTheDocument();
    expect(within(missing).getByText("Platsens samlade personalliggare")).toBeInTheDocument();
    expect(within(missing).getByText("P-2026-002 · Skolan")).toBeInTheDocument();
    expect(within(missing).getByText("Ej angiven")).toBeInTheDocument();
  });

  it("has no accessibility violations with a site ready and one not, each with its buttons", async () => {
    renderSitesPanel([hamnen, kajen], [], { onOpenLedger: vi.fn(), onOpenControl: vi.fn(), onClose: vi.fn() });
    expect(await screen.findByRole("article", { name: "Kv. Kajen" })).toBeInTheDocument();
    await expectNoAxeViolations("'Byggarbetsplatser'");
  });

  it("offers each site's personalliggare only when the screen that shows it is given", async () => {
    const onOpenLedger = vi.fn();
    renderSitesPanel([kajen], [], { onOpenLedger });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Personalliggare för Kv. Kajen" }));
    expect(onOpenLedger).toHaveBeenCalledWith(kajen);
  });

  it("offers each site's 'Kontroll' in one tap when the screen that shows it is given", async () => {
    const onOpenControl = vi.fn();
    renderSitesPanel([kajen], [], { onOpenControl });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Kontroll för Kv. Kajen" }));
    expect(onOpenControl).toHaveBeenCalledWith(kajen);
  });

  it("has no 'Personalliggare' button without it, and says when there are no sites", async () => {
    renderSitesPanel([]);
    expect(await screen.findByText("Inga byggarbetsplatser ännu")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Personalliggare/ })).not.toBeInTheDocument();
  });

  it("prints a site's QR poster of this app's check-in address for the site", async () => {
    const downloads = catchDownloads();
    renderSitesPanel(
      [kajen],
      [
        http.get(`/api/sites/${kajen.id}`, () => HttpResponse.json(kajen)),
        http.get("/api/settings/payroll", () => HttpResponse.json(buildPayrollSettings({ companyName: "Bygg AB", orgNumber: "556677-8899" }))),
      ],
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Skriv ut QR-affisch för Kv. Kajen" }));
    expect(await screen.findByText("PDF skapad")).toBeInTheDocument();
    expect(downloads.map((d) => d.fileName)).toEqual(["qr-affisch_Kv_Kajen.pdf"]);
    expect(await pdfText(downloads[0].blob)).toContain(`${window.location.origin}/checkin/${kajen.id}`);
  });
});
