/** This build's version (vite.config.ts): the offline cache is tied to the build that wrote it. */
export const APP_VERSION = String(import.meta.env.VITE_APP_VERSION ?? "dev");
