// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { AttachmentList } from "./attachment-list";
import { HoursByKind } from "./hours-by-kind";
import { LoadMore } from "./load-more";
import { WarningNotices } from "./warning-notices";

/** The small parts every screen shares, in the worker's language (docs/i18n.md). */
afterEach(async () => {
  await activateLocale("sv");
});

const week = { work: "32.00", overtime: "4.00", travel: "0", absence: "8.00" };

describe("the shared parts in English", () => {
  it("breaks a week's hours down by kind with a decimal point, and offers 'Show more'", async () => {
    await activateLocale("en", ["report", "shell"]);
    render(
      <>
        <HoursByKind byKind={week} />
        <HoursByKind byKind={week} layout="stacked" />
        <LoadMore status="50 of 120" pending={false} onLoadMore={vi.fn()} />
      </>,
    );
    expect(screen.getByText("Work 32.0 · Overtime 4.0 · Absence 8.0")).toBeInTheDocument();
    const stacked = screen.getByRole("list", { name: "Hours by kind" });
    expect(
      within(stacked)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Work32.0", "Overtime4.0", "Absence8.0"]);
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
  });
});

describe("the shared parts in Polish", () => {
  it("names the photos to remove and the warnings in Polish", async () => {
    await activateLocale("pl", ["report", "shell", "uploads"]);
    render(
      <>
        <AttachmentList paths={["/objects/uploads/a.jpg", "/objects/uploads/b.jpg"]} kind="images" onRemove={vi.fn()} />
        <AttachmentList paths={["/objects/uploads/c.jpg"]} kind="receipts" onRemove={vi.fn()} />
        <WarningNotices messages={["Dygnsvila under 11 timmar"]} />
        <HoursByKind byKind={week} />
      </>,
    );
    const photos = screen.getByRole("list", { name: "Wybrane zdjęcia" });
    expect(within(photos).getByRole("img", { name: "Zdjęcie 2" })).toBeInTheDocument();
    expect(within(photos).getByRole("button", { name: "Usuń zdjęcie 1" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Wybrane paragony" })).getByRole("button", { name: "Usuń paragon 1" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Ostrzeżenia o czasie pracy" })).getByRole("listitem")).toHaveTextContent(
      "Uwaga: Dygnsvila under 11 timmar",
    );
    expect(screen.getByText("Praca 32,0 · Nadgodziny 4,0 · Nieobecność 8,0")).toBeInTheDocument();
  });
});
