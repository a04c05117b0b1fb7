// Runs before the first paint so a dark-theme user never sees a white flash.
// Keep in step with client/src/lib/theme.ts (storage key 'theme', class 'dark'): the stored
// pick ('dark' or 'light') wins; without one, the system's prefers-color-scheme decides.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem("theme");
  } catch {
    // Storage can be blocked (private mode); the system's setting decides then.
  }
  var systemDark = typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
  if (stored === "dark" || (stored !== "light" && systemDark)) window.document.documentElement.classList.add("dark");
})();
