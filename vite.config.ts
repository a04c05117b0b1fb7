/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const alias = {
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};
// Tests only: builders shared by API, component and browser tests.
const testAlias = { ...alias, "@tests": fileURLToPath(new URL("./tests", import.meta.url)) };

export default defineConfig({
  root: "client",
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, made once at build time; the server picks
    // one by Accept-Encoding (server/frontend/static.ts), so a phone on 4G downloads a third.
    compression({
      algorithms: [
        ["gzip", { level: 9 }],
        ["brotliCompress", {}],
      ],
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
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
        resolve: { alias: testAlias },
        test: {
          name: "unit",
          root: ".",
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.{ts,tsx}", "tests/lint/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/unit.ts"],
          // Component tests type into forms in jsdom: seconds each on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: testAlias },
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
