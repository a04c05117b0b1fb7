import { createLucideIcon } from "lucide-react";

/**
 * A receipt marked 'kr': an utlägg is paid back in kronor. Lucide's own receipt carries a
 * dollar sign; this is its outline with the two letters drawn in the same stroke.
 */
export const ReceiptKrona = createLucideIcon("receipt-krona", [
  [
    "path",
    {
      d: "M4 3a1 1 0 0 1 1-1 1.3 1.3 0 0 1 .7.2l.933.6a1.3 1.3 0 0 0 1.4 0l.934-.6a1.3 1.3 0 0 1 1.4 0l.933.6a1.3 1.3 0 0 0 1.4 0l.933-.6a1.3 1.3 0 0 1 1.4 0l.934.6a1.3 1.3 0 0 0 1.4 0l.933-.6A1.3 1.3 0 0 1 19 2a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1 1.3 1.3 0 0 1-.7-.2l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.934.6a1.3 1.3 0 0 1-1.4 0l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-1.4 0l-.934-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-.7.2 1 1 0 0 1-1-1z",
      key: "outline",
    },
  ],
  // k: the stem, and the arms meeting it.
  ["path", { d: "M8 7v10", key: "k-stem" }],
  ["path", { d: "M11.5 10.5 8 13.5l3.5 3.5", key: "k-arms" }],
  // r: the stem and its shoulder.
  ["path", { d: "M14 10.5V17", key: "r-stem" }],
  ["path", { d: "M14 13a2.5 2.5 0 0 1 2.5-2.5", key: "r-shoulder" }],
]);
