/**
 * `i18n/no-unlocalized-text`: a text a person reads, written in a screen's code instead of in
 * the catalogs (docs/i18n.md, docs/product-rules.md §17). Reported:
 *
 * - JSX text: `<p>Logga in</p>`;
 * - a literal (string or template) given to an attribute a person reads or hears:
 *   `aria-label`, `placeholder`, `title`, `alt`, and the app's own `label`, `description`,
 *   `hint`, `pendingText`, `message`: `<Button aria-label="Stäng">`;
 * - a literal `title` or `description` of a toast: `toast({ title: "Fel" })`.
 *
 * A text counts when it has two letters in a row: '–', '·', '7,5' and the unit 'h' are not
 * words. What the rule cannot see (a Swedish text in a constant passed along) the review and
 * the catalogs' test catch.
 */

const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "placeholder", "title", "alt", "label", "description", "hint", "pendingText", "message"]);
const TOAST_KEYS = new Set(["title", "description"]);
const WORDS = /\p{L}{2}/u;

/** The literal text of an expression, or null when it is not one (a call, a variable). */
function literalText(node) {
  if (!node) return null;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral") return node.quasis.map((q) => q.value.cooked ?? "").join(" ");
  if (node.type === "ConditionalExpression") return [literalText(node.consequent), literalText(node.alternate)].filter((t) => t !== null).join(" ") || null;
  if (node.type === "LogicalExpression") return literalText(node.right);
  return null;
}

const attributeName = (name) => (name.type === "JSXNamespacedName" ? `${name.namespace.name}:${name.name.name}` : name.name);

/** @type {import("eslint").Rule.RuleModule} */
const noUnlocalizedText = {
  meta: {
    type: "problem",
    docs: { description: "Texts a person reads come from the catalogs (docs/i18n.md)" },
    messages: {
      text: "'{{text}}' is read by a person: put it in the area's catalogs (shared/i18n/catalogs/<area>/) and write t(\"<id>\") here (docs/i18n.md).",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: "text", data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (!READ_ATTRIBUTES.has(attributeName(node.name)) || !node.value) return;
        const value = node.value.type === "JSXExpressionContainer" ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== null && WORDS.test(text)) report(node, text);
      },
      JSXExpressionContainer(node) {
        // `{"Logga in"}` as a child is JSX text in another form.
        if (node.parent?.type !== "JSXElement" && node.parent?.type !== "JSXFragment") return;
        const text = literalText(node.expression);
        if (text !== null && WORDS.test(text)) report(node, text);
      },
      CallExpression(node) {
        if (node.callee.type !== "Identifier" || node.callee.name !== "toast") return;
        const [options] = node.arguments;
        if (options?.type !== "ObjectExpression") return;
        for (const property of options.properties) {
          if (property.type !== "Property" || property.key.type !== "Identifier" || !TOAST_KEYS.has(property.key.name)) continue;
          const text = literalText(property.value);
          if (text !== null && WORDS.test(text)) report(property, text);
        }
      },
    };
  },
};

export default { rules: { "no-unlocalized-text": noUnlocalizedText } };
