/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const alias = {
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};

export default defineConfig({
  root: "client",
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: "../dist/public",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  test: {
    root: ".",
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          root: ".",
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/setup/unit.ts"],
          // Component tests type into forms in jsdom: seconds each on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          root: ".",
          globalSetup: ["tests/setup/api-global.ts"],
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own fresh database; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
