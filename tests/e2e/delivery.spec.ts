import { todayIn } from "../../shared/dates";
import { signUpWorker } from "./support/accounts";
import { expect, reportInput, test } from "./support/fixtures";

/** What the production build sends a phone: compressed assets, real files for robots and the icon. */
test("the production server sends the login screen's scripts and styles compressed, robots.txt and favicon.ico as files", async ({ request }) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(page.headers()["content-type"]).toMatch(/text\/html/);
  const html = await page.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(1);
  let compressed = 0;
  for (const asset of assets) {
    // The build compresses text assets of 1 KiB and more; smaller ones are sent as they are.
    const plain = await request.get(asset, { headers: { "Accept-Encoding": "identity" } });
    if ((await plain.body()).length < 1024) continue;
    compressed += 1;
    const br = await request.get(asset, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers()["content-encoding"], asset).toBe("br");
    const gz = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers()["content-encoding"], asset).toBe("gzip");
    expect((await gz.body()).toString(), asset).toBe((await plain.body()).toString());
  }
  expect(compressed).toBeGreaterThan(1);

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/text\/plain/);
  expect(await robots.text()).toContain("User-agent: *");
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\//);
  expect((await request.get("/no-such-file.png")).status()).toBe(404);
});

test("a signed-in worker's page arrives with its first screen: the dashboard is complete without one API request", async ({ page }) => {
  await signUpWorker(page, { fullName: "Frida Först" });
  const projects = (await (await page.request.get("/api/projects")).json()) as { id: string }[];
  const today = todayIn();
  const sent = await page.request.post("/api/time-reports", {
    data: reportInput({ projectId: projects[0].id, date: today, hours: "6", description: "Formsättning av bjälklag" }),
  });
  expect(sent.status()).toBe(201);

  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) asked.push(request.url());
  });
  const response = await page.goto("/");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  // The dashboard's scripts are one chunk the page preloads (vite.config.ts, WORKER_FIRST_VIEW_CHUNK).
  expect(await response?.text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/worker-first-view-[\w-]+\.js">/);
  await expect(page.getByRole("heading", { name: "Välkommen, Frida!" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Senaste rapporter" }).getByText("6,0 h")).toBeVisible();
  await expect(page.getByText("Timmar denna vecka")).toBeVisible();
  await expect(page.getByRole("group", { name: "Månadsöversikt" })).toBeVisible();
  expect(asked).toEqual([]);
});
