// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FORM_PROJECTS as PROJECTS, formProjectsHandler } from "@/test/form-projects";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { queued, queuedBody } from "../lib/queue-test-utils";
import { QueueCount } from "./queue-count";
import { QueueList } from "./queue-list";

const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const MESSAGE = "Summan av timmar för dagen blir 28 h: högst 24 timmar per dag";

function renderList(reports = [queued(A, 1, { body: queuedBody({ projectId: PROJECTS[0].id }) })]) {
  mockApi(formProjectsHandler());
  const props = { onEdit: vi.fn(), onRemove: vi.fn(), onSendNow: vi.fn() };
  renderWithProviders(<QueueList reports={reports} sending={false} {...props} />);
  return { ...props, user: userEvent.setup() };
}

describe("QueueList", () => {
  it("shows a waiting report with 'Väntar på uppkoppling' and sends on 'Skicka nu'", async () => {
    const { user, onSendNow } = renderList();
    const list = screen.getByRole("list", { name: "Väntar på uppkoppling" });
    expect(within(list).getByText("Väntar på uppkoppling")).toBeInTheDocument();
    expect(await within(list).findByText(/P-2025-001/)).toBeInTheDocument();
    expect(within(list).getByText("8,0 h")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Skicka nu" }));
    expect(onSendNow).toHaveBeenCalledTimes(1);
  });

  it("shows a refused report with the server's message, 'Ändra' and 'Ta bort' (asked first)", async () => {
    const refused = queued(A, 1, { state: "refused", message: MESSAGE });
    const { user, onEdit, onRemove } = renderList([refused]);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByText("Inte mottagen")).toBeInTheDocument();
    // Only refused reports: nothing to send.
    expect(screen.queryByRole("button", { name: "Skicka nu" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^Ändra rapporten/ }));
    expect(onEdit).toHaveBeenCalledWith(refused);
    await user.click(screen.getByRole("button", { name: /^Ta bort rapporten/ }));
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(within(await screen.findByRole("alertdialog", { name: "Ta bort rapporten?" })).getByRole("button", { name: "Ta bort" }));
    expect(onRemove).toHaveBeenCalledWith(refused);
  });

  it("has no accessibility violations with a report waiting and one refused", async () => {
    renderList([
      queued(A, 1, { body: queuedBody({ projectId: PROJECTS[0].id }) }),
      queued("bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", 2, { state: "refused", message: MESSAGE }),
    ]);
    expect(await screen.findByText(/P-2025-001/)).toBeInTheDocument();
    await expectNoAxeViolations("the reports waiting on the phone");
  });

  it("shows nothing when the queue is empty", () => {
    mockApi(formProjectsHandler());
    renderWithProviders(<QueueList reports={[]} sending={false} onEdit={vi.fn()} onRemove={vi.fn()} onSendNow={vi.fn()} />);
    expect(screen.queryByRole("list", { name: "Väntar på uppkoppling" })).not.toBeInTheDocument();
  });
});

describe("QueueCount", () => {
  it("says how many reports wait, and nothing when none do", () => {
    const { rerender } = renderWithProviders(<QueueCount count={2} />);
    expect(screen.getByRole("status")).toHaveTextContent("2 väntar på uppkoppling");
    rerender(<QueueCount count={0} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
