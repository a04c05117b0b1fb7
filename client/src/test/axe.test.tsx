// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./axe";

describe("expectNoAxeViolations", () => {
  it("fails on an image without alt and a button without a name, and names each", async () => {
    render(
      <main>
        <img src="/icons/icon-192.png" />
        <button type="button" className="icon">
          <svg aria-hidden="true" />
        </button>
      </main>,
    );
    const scan = expectNoAxeViolations("a broken screen");
    await expect(scan).rejects.toThrow(/^axe on a broken screen: 2 violation\(s\)/);
    await expect(scan).rejects.toThrow(
      /image-alt \(critical\): Images must have alternative text\n {2}img <img src="\/icons\/icon-192\.png">\n {4}Fix any of the following: Element does not have an alt attribute; /,
    );
    await expect(scan).rejects.toThrow(/button-name \(critical\): Buttons must have discernible text\n {2}button <button type="button" class="icon">/);
  });

  it("fails on a violation inside a dialog rendered outside the container", async () => {
    const { container } = render(<p>Innehåll</p>);
    const portal = document.createElement("div");
    portal.innerHTML = '<div role="dialog"><input type="text"></div>';
    document.body.append(portal);
    try {
      await expect(expectNoAxeViolations("a dialog")).rejects.toThrow(/label \(critical\)/);
      await expectNoAxeViolations("the container alone", container);
    } finally {
      portal.remove();
    }
  });

  it("passes a screen whose controls are named, whatever its colours", async () => {
    render(
      <main>
        <h1>Rubrik</h1>
        <img src="/icons/icon-192.png" alt="Tidrapport" />
        <label>
          Timmar <input type="text" />
        </label>
        <p style={{ color: "#eee", background: "#fff" }}>
          Ljusgrå text med en <a href="/">länk</a>.
        </p>
      </main>,
    );
    await expectNoAxeViolations("a sound screen");
  });
});
