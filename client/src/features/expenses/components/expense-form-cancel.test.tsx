// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { buildMil, expenseRatesHandler, expenseServer } from "@/test/expense-handlers";
import { formProjectsHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { MilForm } from "./mil-form";
import type { RenderReceiptUploader } from "./receipt-section";
import { TraktForm } from "./trakt-form";
import { UtlaggForm } from "./utlagg-form";

const TODAY = "2026-11-20";
const uploader: RenderReceiptUploader = (slot) => (
  <button type="button" disabled={slot.disabled}>
    Ta bild av kvittot
  </button>
);

type Props = { onCancel: () => void };
const KINDS: { name: string; form: (props: Props) => ReactElement; field: string }[] = [
  { name: "utlägg", form: (p) => <UtlaggForm today={TODAY} onDone={() => {}} renderUploader={uploader} {...p} />, field: "Vad" },
  { name: "milersättning", form: (p) => <MilForm today={TODAY} onDone={() => {}} {...p} />, field: "Sträcka och syfte" },
  { name: "traktamente", form: (p) => <TraktForm today={TODAY} onDone={() => {}} {...p} />, field: "Resmål" },
];

function renderForm(form: (props: Props) => ReactElement) {
  mockApi(expenseServer().handler, expenseRatesHandler(), formProjectsHandler(), lockedPeriodsHandler());
  const onCancel = vi.fn();
  renderWithProviders(form({ onCancel }));
  return { onCancel, user: userEvent.setup() };
}

describe.each(KINDS)("the $name form's 'Avbryt'", (kind) => {
  it("leaves at once when nothing was changed", async () => {
    const { onCancel, user } = renderForm(kind.form);
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks before throwing typed changes away, keeps them on 'Avbryt' and leaves on 'Kasta ändringarna'", async () => {
    const { onCancel, user } = renderForm(kind.form);
    await user.type(screen.getByLabelText(kind.field), "Halvvägs");
    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    const ask = await screen.findByRole("alertdialog", { name: "Osparade ändringar" });
    expect(ask).toHaveTextContent("Vill du kasta ändringarna? Det du har skrivit sparas inte.");
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole("button", { name: "Avbryt" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText(kind.field)).toHaveValue("Halvvägs");
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Kasta ändringarna" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe("a sent expense opened to change", () => {
  it("leaves at once when nothing was changed, and asks once something was", async () => {
    const { onCancel, user } = renderForm((p) => <MilForm today={TODAY} expense={buildMil()} onDone={() => {}} {...p} />);
    await screen.findByRole("option", { name: /P-2025-001/ });
    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.clear(screen.getByLabelText("Kilometer"));
    await user.type(screen.getByLabelText("Kilometer"), "40");
    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    expect(await screen.findByRole("alertdialog", { name: "Osparade ändringar" })).toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
