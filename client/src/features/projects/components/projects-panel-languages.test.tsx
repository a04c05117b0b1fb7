// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { over, renderProjectsPanel } from "@/test/projects-panel";

/** 'Projekt' in the admin's language (docs/i18n.md). */
afterEach(async () => {
  await activateLocale("sv");
});

describe("ProjectsPanel in Polish", () => {
  it("shows a project over budget, its status and the archive question in Polish", async () => {
    await activateLocale("pl", ["projects", "shell"]);
    const { user } = renderProjectsPanel([over]);
    const card = await screen.findByRole("article", { name: "P-2026-002" });
    expect(screen.getByRole("heading", { name: "Projekty" })).toBeInTheDocument();
    expect(within(card).getByText("Aktywny")).toBeInTheDocument();
    expect(within(card).getByText("Budżet przekroczony o 12,5 h")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Archiwizuj P-2026-002" }));
    const ask = await screen.findByRole("alertdialog", { name: "Archiwizuj projekt" });
    expect(ask).toHaveTextContent("Czy na pewno chcesz zarchiwizować ten projekt?");
  });
});

describe("ProjectsPanel in English", () => {
  it("labels the project form in English, with the statuses in the select", async () => {
    await activateLocale("en", ["projects", "shell"]);
    const { user } = renderProjectsPanel([over]);
    const card = await screen.findByRole("article", { name: "P-2026-002" });
    expect(within(card).getByText("Over budget by 12.5 h")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New project" }));
    const dialog = await screen.findByRole("dialog", { name: "New project" });
    expect(within(dialog).getByRole("textbox", { name: "Project number" })).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: "Status" })).toHaveDisplayValue("Active");
    expect(within(dialog).getByText("None picked: every worker can report on the project.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Create project" })).toBeInTheDocument();
  });
});
