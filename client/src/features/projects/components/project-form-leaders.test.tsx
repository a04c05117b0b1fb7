// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { buildProjectWithHours, buildUser } from "@tests/support/builders";
import { reply } from "@/test/msw";
import { renderProjectsPanel } from "@/test/projects-panel";

const ERIK = "00000000-0000-4000-a000-0000000000e1";
const ANNA = "00000000-0000-4000-a000-0000000000a1";
const people = [
  buildUser({ id: ERIK, fullName: "Erik Andersson", role: "worker" }),
  buildUser({ id: ANNA, fullName: "Anna Admin", email: "anna@bygg.se", role: "admin" }),
  buildUser({ id: "00000000-0000-4000-a000-0000000000c1", fullName: "Kund Kundsson", role: "customer" }),
  buildUser({ id: "00000000-0000-4000-a000-0000000000d1", fullName: "Slutat Karlsson", role: "worker", active: false }),
];
const project = buildProjectWithHours({
  id: "00000000-0000-4000-a000-000000000001",
  projectNumber: "P-2026-001",
  title: "Villa Solsidan",
  leaders: [{ id: ERIK, fullName: "Erik Andersson" }],
});

/** 'Arbetsledare' in the project form (docs/product-rules.md §18): who approves before payroll attests. */
describe("ProjectsPanel: the project's arbetsledare", () => {
  it("offers active workers and admins, starts from the project's leaders, and sends the ticked ones", async () => {
    let answer = reply(400, {
      code: "approval.leader-invalid",
      message: "Välj arbetsledare bland arbetare och administratörer",
      errors: { leaderIds: "Välj arbetsledare bland arbetare och administratörer" },
    });
    const { callsTo, user } = renderProjectsPanel(
      [project],
      http.get("/api/users", () => HttpResponse.json(people)),
      http.patch(`/api/projects/${project.id}`, () => answer()),
    );
    await user.click(await screen.findByRole("button", { name: "Redigera P-2026-001" }));
    const group = await screen.findByRole("group", { name: "Arbetsledare" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(["Anna Admin", "Erik Andersson"]);
    expect(within(group).getByRole("checkbox", { name: "Erik Andersson" })).toBeChecked();
    expect(within(group).getByText("1 vald: godkänner projektets timmar och ersättningar före attest.")).toBeInTheDocument();

    await user.click(within(group).getByRole("checkbox", { name: "Anna Admin" }));
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await within(group).findByText("Välj arbetsledare bland arbetare och administratörer")).toBeInTheDocument();
    expect(callsTo("PATCH", `/api/projects/${project.id}`)[0].body).toMatchObject({ leaderIds: [ERIK, ANNA] });

    answer = () => HttpResponse.json({ ...project, leaders: [] });
    await user.click(within(group).getByRole("checkbox", { name: "Erik Andersson" }));
    await user.click(within(group).getByRole("checkbox", { name: "Anna Admin" }));
    expect(within(group).getByText("Ingen vald: en admin godkänner projektets timmar och ersättningar.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Spara ändringar" }));
    expect(await screen.findByText("Projektet har uppdaterats")).toBeInTheDocument();
    expect(callsTo("PATCH", `/api/projects/${project.id}`)[1].body).toMatchObject({ leaderIds: [] });
  });
});
