import { expect, test } from "./support/fixtures";

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
