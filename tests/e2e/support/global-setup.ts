import { startE2eServer } from "./server";

/** One production server with the demo accounts for the whole run; its address goes to the tests by env. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startE2eServer({ demoAccounts: true });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_LOG = server.logFile;
  return () => server.stop();
}
