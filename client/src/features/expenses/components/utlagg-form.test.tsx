// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXPENSE_MSG } from "@shared/validation";
import { expectNoAxeViolations } from "@/test/axe";
import { buildUtlagg, expenseServer } from "@/test/expense-handlers";
import { formProjectsHandler } from "@/test/form-projects";
import { mockApi } from "@/test/msw";
import { lockedPeriodsHandler } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import type { ExpenseDraft } from "../lib/offline-expense";
import type { ReceiptUploaderSlot, RenderReceiptUploader } from "./receipt-section";
import { UtlaggForm } from "./utlagg-form";

const TODAY = "2026-11-20";
const RECEIPT = "/objects/uploads/cccccccc-cccc-4ccc-8ccc-cccccccccccc";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const receiptFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "kvitto.png", { type: "image/png" });

/** Stands in for the uploads feature: 'uploads' a known path, or offline hands the file back; it keeps the slots it was given. */
function fakeUploader() {
  const slots: ReceiptUploaderSlot[] = [];
  const render: RenderReceiptUploader = (slot) => {
    slots.push(slot);
    return (
      <button type="button" disabled={slot.disabled} onClick={() => (navigator.onLine ? slot.onUploaded([RECEIPT]) : slot.onKept?.([receiptFile()]))}>
        Ta bild av kvittot
      </button>
    );
  };
  return { render, slots };
}

function renderForm(props: Partial<Parameters<typeof UtlaggForm>[0]> = {}, ...handlers: RequestHandler[]) {
  const server = expenseServer();
  const uploader = fakeUploader();
  const save = vi.fn<(draft: ExpenseDraft) => Promise<void>>().mockResolvedValue(undefined);
  const onDone = vi.fn();
  const log = mockApi(...handlers, server.handler, formProjectsHandler(), lockedPeriodsHandler());
  renderWithProviders(<UtlaggForm today={TODAY} onDone={onDone} onCancel={() => {}} renderUploader={uploader.render} offline={{ save }} {...props} />);
  return { ...log, server, save, onDone, slots: uploader.slots, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, { amount = "249,50", vat = "49,90" } = {}) {
  await user.type(screen.getByLabelText("Belopp (kr inkl. moms)"), amount);
  await user.type(screen.getByLabelText("Moms (kr)"), vat);
  await user.type(screen.getByLabelText("Vad"), "Skruv och plugg, Byggmax");
}

afterEach(() => vi.restoreAllMocks());

describe("UtlaggForm", () => {
  it("asks the uploader to open the camera at once on a new utlägg", () => {
    const { slots } = renderForm();
    expect(slots.at(-1)?.openCamera).toBe(true);
  });

  it("does not open the camera by itself for a sent utlägg being changed", () => {
    const { slots } = renderForm({ expense: buildUtlagg() });
    expect(slots.at(-1)?.openCamera).toBe(false);
    expect(screen.getByRole("img", { name: "Kvitto 1" })).toBeInTheDocument();
  });

  it("has no accessibility violations, with a receipt photographed and the messages under the fields", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Ta bild av kvittot" }));
    expect(await screen.findByRole("img", { name: "Kvitto 1" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Belopp (kr inkl. moms)"), "12,345");
    await user.click(screen.getByRole("button", { name: "Skicka utlägg" }));
    expect(await screen.findByText(EXPENSE_MSG.whatRequired)).toBeInTheDocument();
    await expectNoAxeViolations("the utlägg form with a receipt and its messages");
  });

  it("says the VAT cannot be more than the amount, and sends nothing", async () => {
    const { user, callsTo } = renderForm();
    await user.click(screen.getByRole("button", { name: "Ta bild av kvittot" }));
    await fill(user, { amount: "100", vat: "150" });
    await user.click(screen.getByRole("button", { name: "Skicka utlägg" }));
    expect(await screen.findByText(EXPENSE_MSG.vatAboveAmount)).toBeInTheDocument();
    expect(screen.getByLabelText("Moms (kr)")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("POST", "/api/expenses")).toHaveLength(0);
  });

  it("asks for a receipt and for the amount in kronor", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Belopp (kr inkl. moms)"), "12,345");
    await user.click(screen.getByRole("button", { name: "Skicka utlägg" }));
    expect(await screen.findByText(EXPENSE_MSG.receiptRequired)).toBeInTheDocument();
    expect(screen.getByText(EXPENSE_MSG.amountFormat)).toBeInTheDocument();
    expect(screen.getByText(EXPENSE_MSG.whatRequired)).toBeInTheDocument();
  });

  it("sends the utlägg with its receipt, the kronor as the API writes them, and a clientId", async () => {
    const { user, server, onDone } = renderForm();
    await user.click(screen.getByRole("button", { name: "Ta bild av kvittot" }));
    expect(await screen.findByRole("img", { name: "Kvitto 1" })).toHaveAttribute("src", RECEIPT);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Skicka utlägg" }));
    expect(await screen.findByText("Ersättning skickad")).toBeInTheDocument();
    expect([...server.stored.values()]).toEqual([
      {
        kind: "utlagg",
        date: TODAY,
        amount: "249.50",
        vat: "49.90",
        description: "Skruv och plugg, Byggmax",
        projectId: null,
        receiptImageUrls: [RECEIPT],
        clientId: expect.stringMatching(UUID),
      },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("without coverage, keeps the receipt photographed on the phone and queues the utlägg with it", async () => {
    const { user, save, callsTo, onDone } = renderForm();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Ta bild av kvittot" }));
    expect(await screen.findByRole("img", { name: "Kvitto 1" })).toHaveAttribute("src", expect.stringMatching(/^blob:/));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Skicka utlägg" }));

    expect(await screen.findByText("Sparad – skickas när du har uppkoppling")).toBeInTheDocument();
    expect(callsTo("POST", "/api/expenses")).toHaveLength(0);
    const [draft] = save.mock.calls[0];
    expect(draft.clientId).toMatch(UUID);
    // The kept receipt stood in for the rule's 'at least one receipt'; the queue uploads it and adds its path.
    expect(draft.body).toMatchObject({ kind: "utlagg", amount: "249.50", receiptImageUrls: [] });
    expect(draft.files).toEqual([expect.objectContaining({ kind: "receipts", name: "kvitto.png", type: "image/png" })]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("queues under the same clientId when the send gets no answer at all", async () => {
    const { user, save, callsTo } = renderForm(
      {},
      http.post("/api/expenses", () => HttpResponse.error()),
    );
    await user.click(screen.getByRole("button", { name: "Ta bild av kvittot" }));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Skicka utlägg" }));
    expect(await screen.findByText("Sparad – skickas när du har uppkoppling")).toBeInTheDocument();
    const [sent] = callsTo("POST", "/api/expenses");
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(save.mock.calls[0][0]).toMatchObject({ clientId: (sent.body as { clientId: string }).clientId, body: { receiptImageUrls: [RECEIPT] } });
  });

  it("puts the server's refusal under its field and does not queue it", async () => {
    const message = "Perioden är låst för lön";
    const { user, save } = renderForm(
      {},
      http.post("/api/expenses", () => HttpResponse.json({ message, errors: { date: message } }, { status: 400 })),
    );
    await user.click(screen.getByRole("button", { name: "Ta bild av kvittot" }));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Skicka utlägg" }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText("Datum")).toHaveAttribute("aria-invalid", "true");
    expect(save).not.toHaveBeenCalled();
  });
});
