// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { UpdatePrompt, type UpdateSource } from "./update-prompt";

/** A registered worker whose next version the test installs by calling `install()`. */
function fakeWorker() {
  let waiting: (() => void) | undefined;
  const source: UpdateSource = {
    onWaiting: (callback) => {
      waiting = callback;
    },
    activate: vi.fn(),
  };
  return { source, register: vi.fn(async () => source), install: () => waiting?.() };
}

describe("UpdatePrompt", () => {
  it("registers the worker and stays silent while no new version waits", async () => {
    const worker = fakeWorker();
    render(<UpdatePrompt register={worker.register} />);
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("button", { name: "Uppdatera" })).not.toBeInTheDocument();
  });

  it("offers 'Uppdatera' when a new version waits, and switches to it only when clicked", async () => {
    const user = userEvent.setup();
    const worker = fakeWorker();
    render(<UpdatePrompt register={worker.register} />);
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalled());
    worker.install();

    const button = await screen.findByRole("button", { name: "Uppdatera" });
    expect(screen.getByRole("status")).toHaveTextContent("En ny version av Tidrapport finns.");
    expect(worker.source.activate).not.toHaveBeenCalled();
    await user.click(button);
    expect(worker.source.activate).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
  });

  it("has no accessibility violations offering 'Uppdatera'", async () => {
    const worker = fakeWorker();
    render(<UpdatePrompt register={worker.register} />);
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalled());
    worker.install();
    expect(await screen.findByRole("button", { name: "Uppdatera" })).toBeInTheDocument();
    await expectNoAxeViolations("the update prompt");
  });

  it("leaves the app working when the browser refuses a service worker", async () => {
    const register = vi.fn(() => Promise.reject(new Error("SecurityError")));
    render(<UpdatePrompt register={register} />);
    await vi.waitFor(() => expect(register).toHaveBeenCalled());
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
