import axe from "axe-core";

/**
 * The axe rules a component test leaves to the browser journeys (tests/e2e/support/axe.ts),
 * because jsdom cannot answer them: it loads no stylesheet and lays nothing out, so every
 * element has no colour of its own and a box of 0 × 0 px. The rules about the document itself
 * (its title and language, one <main>, a first-level heading, a way past the header) look at
 * <html>, which a scan of the body does not include: they too run in the browser only.
 */
const BROWSER_ONLY_RULES = [
  // Compare the text's colour with what is painted behind it.
  "color-contrast",
  // Tells a link from the text around it by colour (and the contrast between the two).
  "link-in-text-block",
  // A touch target's size and spacing: every box measures 0 × 0 px, so the rule answers
  // nothing, and it was the costliest of all (7.5 of 9 s in one scan of the payroll settings).
  "target-size",
  // Whether a scrollable box can be reached by keyboard: jsdom's scroll sizes are always 0, so
  // nothing is ever scrollable and the rule would never apply.
  "scrollable-region-focusable",
  // That all content sits in a landmark is a rule of the whole page: a screen rendered without
  // the app's shell (header, <main>) would fail it for what the shell provides.
  "region",
];

/**
 * Violations of every impact fail, moderate and minor too: the screens pass them all, where the
 * browser journeys fail on serious and critical ones (docs/decisions/2026-11-22-accessibility-and-dialogs.md).
 */
const OPTIONS: axe.RunOptions = {
  rules: Object.fromEntries(BROWSER_ONLY_RULES.map((id) => [id, { enabled: false }])),
  // Only what fails: axe then reports no passing element, each of which it would name by a
  // selector it builds for it.
  resultTypes: ["violations"],
};

/** Each violation: rule, impact and summary, then each element (selector and markup) and what is wrong with it. */
function describe(violations: axe.Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const html = n.html.length > 120 ? `${n.html.slice(0, 119)}…` : n.html;
        const [heading = "", ...reasons] = (n.failureSummary ?? "").split("\n").map((line) => line.trim());
        return `  ${n.target.join(" ")} ${html}\n    ${heading} ${reasons.join("; ")}`;
      });
      return [`${v.id} (${v.impact ?? "no impact"}): ${v.help}`, ...nodes].join("\n");
    })
    .join("\n");
}

/**
 * Fails when axe finds a violation in `container` and what is inside it (by default the whole
 * body, so a dialog rendered into a portal counts). `what` names the screen in the message.
 */
export async function expectNoAxeViolations(what: string, container: Element = document.body): Promise<void> {
  const result = await axe.run(container, OPTIONS);
  if (result.violations.length > 0) {
    throw new Error(`axe on ${what}: ${result.violations.length} violation(s)\n${describe(result.violations)}`);
  }
}
