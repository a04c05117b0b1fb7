import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * jsdom's `getComputedStyle`, made cheap for what Testing Library asks of it
 * (docs/decisions/2026-11-28-unit-tests-pool-and-environment.md).
 *
 * Testing Library asks for the computed style of every element it names or checks for
 * visibility: whether it is `display: none` or `visibility: hidden`; user-event asks whether
 * an element takes `pointer-events`; axe asks every element it looks at for its
 * `content-visibility` and `opacity`, and Radix's Presence a dialog for its `animation-name`
 * (axe's scans spent half their time on these). jsdom computes the whole declaration each time, and for
 * each of its properties that inherit or follow `currentcolor` (the colours) walks up to
 * <html>, copying every ancestor's declaration on the way: 10 to 30 ms for one element of a
 * form on this 2-core machine.
 *
 * Here the answer for an element is kept until the document changes (a MutationObserver's
 * pending records, taken synchronously on every call, say whether it has), the focus moves,
 * or Testing Library fires an event (for `:active`, `:focus-visible` and their like). And
 * `display`, `visibility` and `pointer-events` are found as jsdom finds them, for these alone:
 * from the declarations of the rules that match the element (jsdom's own style sheet
 * for HTML and the document's) and of its `style` attribute, then inheritance and the
 * keywords `initial`, `inherit` and `unset` as jsdom applies them. Where those declarations
 * disagree, jsdom's specificity and `!important` decide, so jsdom is asked instead. jsdom does
 * not compute `content-visibility`, `opacity` or `animation-name`: its answer is the declaration
 * that wins, or "", with no inheritance, initial value or keyword applied, and so is this one's.
 * Any other
 * property, `length`, `item()` and the like come from jsdom's declaration, computed on first
 * use (so read when asked, as a browser's live declaration is, not when the declaration was
 * handed out). One answer in CHECK_EVERY, and every one with UNIT_STYLE_CHECK=1, is compared
 * with jsdom's, and a difference fails the test that asked.
 */

type Quick = "display" | "visibility" | "pointer-events" | "content-visibility" | "opacity" | "animation-name";

/** Inherited or not, and the initial value, as jsdom has them; null where jsdom gives the declared value alone. */
const PROPERTIES: Record<Quick, { inherited: boolean; initial: string } | null> = {
  display: { inherited: false, initial: "inline" },
  visibility: { inherited: true, initial: "visible" },
  "pointer-events": { inherited: true, initial: "auto" },
  "content-visibility": null,
  opacity: null,
  "animation-name": null,
};
const QUICK = Object.keys(PROPERTIES) as Quick[];
const BY_ACCESSOR: Record<string, Quick> = {
  display: "display",
  visibility: "visibility",
  pointerEvents: "pointer-events",
  contentVisibility: "content-visibility",
  opacity: "opacity",
  animationName: "animation-name",
};

const CHECK_EVERY = 1000;

interface Declaring {
  selector: string;
  /** jsdom leaves out a rule whose selector names a pseudo-element, even with others beside it. */
  pseudo: boolean;
  style: CSSStyleDeclaration;
}

const PSEUDO_ELEMENT = /::|:(?:before|after|first-line|first-letter)\b/;

/** The style rules that declare one of these properties, with `@media` and `@import` as jsdom takes them. */
function declaringRules(sheet: CSSStyleSheet): Declaring[] {
  const rules: Declaring[] = [];
  const take = (rule: CSSRule) => {
    const style = (rule as CSSStyleRule).style;
    if (!style || !QUICK.some((property) => style.getPropertyValue(property) !== "")) return;
    const selector = (rule as CSSStyleRule).selectorText;
    rules.push({ selector, pseudo: PSEUDO_ELEMENT.test(selector), style });
  };
  for (const rule of sheet.cssRules) {
    const media = (rule as CSSMediaRule).media;
    if (!media) {
      take(rule);
      continue;
    }
    const screen = [...Array(media.length).keys()].some((i) => media[i] === "screen");
    if (rule.constructor.name === "CSSImportRule") {
      const imported = (rule as CSSImportRule).styleSheet;
      if (imported !== null && (media.length === 0 || screen)) for (const inner of imported.cssRules) take(inner);
    } else if (screen) {
      for (const inner of (rule as CSSMediaRule).cssRules) take(inner);
    }
  }
  return rules;
}

/** jsdom's own style sheet for HTML, parsed by jsdom's CSS parser. */
function defaultRules(window: Window & typeof globalThis): Declaring[] {
  const file = createRequire(import.meta.url).resolve("jsdom/lib/jsdom/browser/default-stylesheet.css");
  const sheet = new window.CSSStyleSheet();
  sheet.replaceSync(readFileSync(file, "utf8"));
  return declaringRules(sheet);
}

/** Installs the cache on `window`; returns what forgets every answer, for each fired event. */
export function installComputedStyleCache(window: Window & typeof globalThis): () => void {
  const { document } = window;
  const jsdomStyle = window.getComputedStyle.bind(window);
  const uaRules = defaultRules(window);
  const checkAll = process.env.UNIT_STYLE_CHECK === "1";
  let answered = 0;

  interface Entry {
    element: Element;
    quick: Partial<Record<Quick, string>>;
    full?: CSSStyleDeclaration;
    proxy: CSSStyleDeclaration;
  }
  let entries = new WeakMap<Element, Entry>();
  let documentRules: Declaring[] | undefined;
  let focused: Element | null = document.activeElement;
  const forget = () => {
    entries = new WeakMap();
    documentRules = undefined;
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  const full = (entry: Entry) => (entry.full ??= jsdomStyle(entry.element));

  /** The one value the matching declarations give, "" for none, undefined when they disagree. */
  const cascaded = (element: Element, property: Quick): string | undefined => {
    documentRules ??= [...document.styleSheets].flatMap((sheet) => declaringRules(sheet));
    let value = element instanceof window.HTMLElement || element instanceof window.SVGElement ? element.style.getPropertyValue(property) : "";
    for (const rules of [uaRules, documentRules]) {
      for (const rule of rules) {
        const declared = rule.style.getPropertyValue(property);
        if (declared === "" || declared === value || rule.pseudo || !matches(element, rule.selector)) continue;
        if (value !== "") return undefined;
        value = declared;
      }
    }
    return value;
  };

  /** The computed value as jsdom finds it: the specified value, kept as specified. */
  const computed = (entry: Entry, property: Quick): string => {
    const known = entry.quick[property];
    if (known !== undefined) return known;
    const { inherited, initial } = PROPERTIES[property] ?? { inherited: false, initial: "" };
    const parent = entry.element.parentElement;
    const fromParent = () => (parent ? computed(entryFor(parent), property) : initial);
    const specified = cascaded(entry.element, property);
    let value: string;
    if (specified === undefined) value = full(entry).getPropertyValue(property);
    else if (PROPERTIES[property] === null) value = specified;
    else if (specified === "") value = inherited ? fromParent() : initial;
    else if (specified === "initial") value = initial;
    else if (specified === "inherit") value = fromParent();
    else if (specified === "unset") value = inherited ? fromParent() : initial;
    else value = specified;
    entry.quick[property] = value;
    return value;
  };

  const answer = (entry: Entry, property: Quick): string => {
    const value = computed(entry, property);
    answered += 1;
    if (checkAll || answered % CHECK_EVERY === 0 || entry.full) {
      const expected = full(entry).getPropertyValue(property);
      if (expected !== value) {
        throw new Error(
          `tests/setup/computed-style.ts: ${property} of <${entry.element.localName} class="${entry.element.getAttribute("class") ?? ""}"> is "${value}" here but "${expected}" in jsdom`,
        );
      }
    }
    return value;
  };

  const entryFor = (element: Element): Entry => {
    let entry = entries.get(element);
    if (entry) return entry;
    const created: Entry = { element, quick: {}, proxy: undefined as unknown as CSSStyleDeclaration };
    created.proxy = new Proxy(Object.create(window.CSSStyleDeclaration.prototype) as CSSStyleDeclaration, {
      get(_, key) {
        if (typeof key === "string" && key in BY_ACCESSOR) return answer(created, BY_ACCESSOR[key]);
        if (key === "getPropertyValue") {
          return (property: string) => (property in PROPERTIES ? answer(created, property as Quick) : full(created).getPropertyValue(property));
        }
        const declaration = full(created);
        const value: unknown = Reflect.get(declaration, key, declaration);
        return typeof value === "function" ? value.bind(declaration) : value;
      },
      has: (_, key) => Reflect.has(full(created), key),
      ownKeys: () => Reflect.ownKeys(full(created)),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(full(created), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    });
    entry = created;
    if (element.isConnected) entries.set(element, entry);
    return entry;
  };

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement || !(element instanceof window.Element) || element.ownerDocument !== document) return jsdomStyle(element, pseudoElement);
    if (changes.takeRecords().length > 0 || document.activeElement !== focused) {
      focused = document.activeElement;
      forget();
    }
    return entryFor(element).proxy;
  };
  return forget;
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}
