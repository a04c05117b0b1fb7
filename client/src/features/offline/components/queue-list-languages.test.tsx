// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/runtime";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { queued, queuedBody } from "../lib/queue-test-utils";
import { QueueList } from "./queue-list";

/** The queue on the phone in the worker's language (docs/i18n.md): its words, and Polish plurals. */
const photos = (n: number) => Array.from({ length: n }, (_, i) => `/objects/uploads/p${i}.jpg`);
const withPhotos = (id: string, n: number, date: string) => queued(id, n, { body: queuedBody({ projectId: PROJECTS[0].id, date, imageUrls: photos(n) }) });

afterEach(async () => {
  await activateLocale("sv");
});

describe("QueueList in the worker's language", () => {
  it("in Polish: 1 zdjęcie, 2 zdjęcia, 5 zdjęć, and 'Wyślij teraz'", async () => {
    await activateLocale("pl", ["offline"]);
    mockApi(formProjectsHandler());
    const reports = [
      withPhotos("aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", 1, "2026-11-18"),
      withPhotos("bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", 2, "2026-11-19"),
      withPhotos("cccccccc-cccc-4ccc-8ccc-cccccccccccc", 5, "2026-11-20"),
    ];
    renderWithProviders(<QueueList reports={reports} sending={false} onEdit={vi.fn()} onRemove={vi.fn()} onSendNow={vi.fn()} />);
    expect(screen.getByRole("region", { name: "Raporty w telefonie" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Czeka na internet" });
    expect(within(list).getByText("1 zdjęcie")).toBeInTheDocument();
    expect(within(list).getByText("2 zdjęcia")).toBeInTheDocument();
    expect(within(list).getByText("5 zdjęć")).toBeInTheDocument();
    expect(within(list).getAllByText("8,0 h")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Wyślij teraz" })).toBeInTheDocument();
  });

  it("in English: a point in the hours, 'Send now' and 2 photos", async () => {
    await activateLocale("en", ["offline"]);
    mockApi(formProjectsHandler());
    renderWithProviders(
      <QueueList
        reports={[withPhotos("aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", 2, "2026-11-20")]}
        sending={false}
        onEdit={vi.fn()}
        onRemove={vi.fn()}
        onSendNow={vi.fn()}
      />,
    );
    const list = screen.getByRole("list", { name: "Waiting for a connection" });
    expect(within(list).getByText("2 photos")).toBeInTheDocument();
    // The long state stands under the report's lines, in their column, not beside the hours.
    const state = within(list).getByText("Waiting for a connection");
    expect(state.closest(".flex-1")).toContainElement(within(list).getByText("2 photos"));
    expect(state.closest(".flex-1")).not.toContainElement(within(list).getByText("8.0 h"));
    expect(within(list).getByText("8.0 h")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send now" })).toBeInTheDocument();
  });
});
