import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { applyTheme, readStoredTheme } from "@/lib/theme";
import "./index.css";

// public/theme-init.js normally did this already; repeat it in case that script was blocked.
applyTheme(readStoredTheme());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
