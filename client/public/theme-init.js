// Runs before the first paint so a dark-theme user never sees a white flash.
// Keep in step with client/src/lib/theme.ts (storage key 'theme', class 'dark').
(function () {
  try {
    if (window.localStorage.getItem("theme") === "dark") window.document.documentElement.classList.add("dark");
  } catch {
    // Storage can be blocked (private mode); the default light theme is fine then.
  }
})();
