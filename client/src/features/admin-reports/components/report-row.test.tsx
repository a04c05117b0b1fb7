// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { ReportRow } from "./report-row";

function renderRow(imageUrls: string[], receiptImageUrls: string[]) {
  const report = buildTimeReport({ imageUrls, receiptImageUrls });
  return render(<ReportRow report={report} verifying={false} selected={false} onSelectedChange={vi.fn()} onOpen={vi.fn()} onVerify={vi.fn()} />);
}

const path = (n: number) => `/objects/uploads/00000000-0000-4000-8000-00000000000${n}`;

describe("ReportRow's attachments", () => {
  it("says '1 bild' and '1 kvitto' for one of each", () => {
    renderRow([path(1)], [path(2)]);
    expect(screen.getByTitle("1 bild")).toHaveTextContent(/^1bild$/);
    expect(screen.getByTitle("1 kvitto")).toHaveTextContent(/^1kvitto$/);
  });

  it("says '2 bilder' and '3 kvitton' for more", () => {
    renderRow([path(1), path(2)], [path(3), path(4), path(5)]);
    expect(screen.getByTitle("2 bilder")).toHaveTextContent(/^2bilder$/);
    expect(screen.getByTitle("3 kvitton")).toHaveTextContent(/^3kvitton$/);
  });
});
