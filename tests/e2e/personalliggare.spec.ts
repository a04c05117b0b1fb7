import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../../shared/dates";
import type { LedgerEntry, Site } from "../../shared/types";
import { expect, picture, test, uniqueSuffix } from "./support/fixtures";
import { adminContext, ensureOurCompany, ledgerWorker } from "./support/ledger";

/**
 * docs/product-rules.md §15 on a phone: a worker scans the site's poster, signs in on the page
 * the code opened, loses coverage in the basement, checks in and later out; back in coverage
 * both taps reach the server once, each with the time it was tapped, marked 'Registrerad i
 * efterhand'. The admin then mends another worker's forgotten check-out with a correction,
 * and the site's list shows the check-in and the correction beside it.
 *
 * Tagged @database: the PostgreSQL pass of CI runs it (`--grep @database`), for the ledger's
 * triggers, its advisory lock and the late entries on both databases. The worker signs in over
 * HTTP; the sign-in the poster's link shows to a signed-out phone is checked by
 * client/src/app/routes/checkin-route.test.tsx.
 *
 * The phone's clock is set 20 minutes back for the worker (Playwright's clock, running): its
 * taps are then 20 minutes old when the server records them, as they would be after a morning
 * without coverage, without the test waiting for it. (An entry is late when it reaches the
 * server more than 10 minutes after it happened; a tap made with coverage carries no time of
 * its own, so it is never late.)
 */

const SHOTS = "/tmp/shots-ledger";
const LATE = "Registrerad i efterhand";

const todayList = (page: Page) => page.getByRole("region", { name: "Personalliggare" }).getByRole("region", { name: "Dagens registreringar" });

test(
  "@database a worker checks in and out without coverage; the admin mends a forgotten check-out beside the original",
  { tag: "@phone-only" },
  async ({ page, context, browser, baseURL, adminApi }, info) => {
    const origin = baseURL ?? "";
    await ensureOurCompany(adminApi);
    const suffix = uniqueSuffix();
    const created = await adminApi.post("/api/sites", {
      data: { name: `Kv. Gjuteriet ${suffix}`, address: "Hamngatan 4, Luleå", skvId: `E2E-${suffix}`.slice(0, 20), startDate: addDays(todayIn(), -1) },
    });
    expect(created.status()).toBe(201);
    const site = (await created.json()) as Site;
    expect(site.readiness).toEqual([]);
    const [asa, jonas] = await Promise.all([ledgerWorker(adminApi, "Åsa Öberg", page), ledgerWorker(adminApi, "Jonas Ärlig")]);
    // Jonas was checked in this morning by the platsansvarig and left without checking out.
    const jonasIn = await adminApi.post(`/api/sites/${site.id}/ledger`, { data: { kind: "in", userId: jonas.id } });
    expect(jonasIn.status()).toBe(201);

    // The poster's code opens /checkin/{siteId}, on Åsa's phone.
    const tappedAt = Date.now() - 20 * 60_000;
    await page.clock.install({ time: tappedAt });
    await page.goto(`/checkin/${site.id}`);
    const card = page.getByRole("region", { name: "Personalliggare" });
    await expect(card.getByText(site.name).first()).toBeVisible();
    await picture(page, { path: `${SHOTS}/1-card-${info.project.name}.png`, fullPage: true });

    // In the basement: check in, work, check out. Both wait on the phone.
    await context.setOffline(true);
    await card.getByRole("button", { name: "Checka in" }).click();
    await expect(todayList(page).getByText("Väntar på att skickas")).toHaveCount(1);
    await expect(card.getByText(/^Incheckad sedan \d\d:\d\d på /)).toBeVisible();
    await page.clock.fastForward("00:30");
    await card.getByRole("button", { name: "Checka ut" }).click();
    await expect(todayList(page).getByText("Väntar på att skickas")).toHaveCount(2);
    await picture(page, { path: `${SHOTS}/2-offline-${info.project.name}.png`, fullPage: true });

    // Back in coverage: both are sent, once, with the tapped times, and marked late.
    await context.setOffline(false);
    await expect(card.getByText("Väntar på att skickas")).toHaveCount(0, { timeout: 20_000 });
    // The card lists today's entries; in the 20 minutes after midnight the taps belong to yesterday.
    const tappedToday = todayIn("Europe/Stockholm", new Date(tappedAt)) === todayIn("Europe/Stockholm", new Date());
    await expect(card.getByText(LATE)).toHaveCount(tappedToday ? 2 : 0);
    await expect(card.getByRole("button", { name: "Checka in" })).toBeVisible();
    await picture(page, { path: `${SHOTS}/3-sent-${info.project.name}.png`, fullPage: true });

    const period = `from=${todayIn("Europe/Stockholm", new Date(tappedAt))}&to=${todayIn()}`;
    const listed = (await (await adminApi.get(`/api/sites/${site.id}/ledger?${period}`)).json()) as LedgerEntry[];
    const asaEntries = listed.filter((e) => e.person.userId === asa.id);
    expect(asaEntries.map((e) => [e.kind, e.method, e.late])).toEqual([
      ["in", "self", true],
      ["out", "self", true],
    ]);
    const lag = Date.parse(asaEntries[0]?.recordedAt ?? "") - Date.parse(asaEntries[0]?.occurredAt ?? "");
    expect(lag).toBeGreaterThan(15 * 60_000);

    // The admin, on the phone: Jonas is still on site; his check-in gets the forgotten check-out.
    const admin = await adminContext(browser, origin);
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/byggarbetsplatser/${site.id}`);
    await expect(adminPage.getByRole("heading", { name: site.name })).toBeVisible();
    await expect(adminPage.getByText("Jonas Ärlig").first()).toBeVisible();
    await adminPage
      .getByRole("button", { name: /^Rätta Jonas Ärlig, In / })
      .filter({ visible: true })
      .click();
    const dialog = adminPage.getByRole("dialog", { name: "Rätta posten" });
    await dialog.getByText("Lägg till glömd utcheckning").click();
    const now = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm", hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(new Date());
    await dialog.getByLabel("Utcheckad").fill(now);
    await dialog.getByLabel("Anledning").fill("Glömde checka ut; gick enligt arbetsledaren.");
    await picture(adminPage, { path: `${SHOTS}/4-correction-${info.project.name}.png`, fullPage: true });
    await dialog.getByRole("button", { name: "Spara rättelse" }).click();
    await expect(dialog).toBeHidden();
    await expect(adminPage.getByText("Glömde checka ut; gick enligt arbetsledaren.").filter({ visible: true })).toBeVisible();
    await picture(adminPage, { path: `${SHOTS}/5-corrected-${info.project.name}.png`, fullPage: true });

    // The list holds both: the original check-in, untouched, and the correction that points at it.
    const after = (await (await adminApi.get(`/api/sites/${site.id}/ledger?${period}`)).json()) as LedgerEntry[];
    const jonasEntries = after.filter((e) => e.person.userId === jonas.id);
    const original = jonasEntries.find((e) => e.method === "registered");
    const correction = jonasEntries.find((e) => e.method === "correction");
    expect(original).toMatchObject({ kind: "in", supersededBy: null, correction: null });
    expect(correction).toMatchObject({
      kind: "out",
      correction: { correctsId: original?.id, void: false, reason: "Glömde checka ut; gick enligt arbetsledaren." },
    });
    const present = (await (await adminApi.get(`/api/sites/${site.id}/present`)).json()) as { person: { userId: string } }[];
    expect(present.map((p) => p.person.userId)).not.toContain(jonas.id);
    await admin.close();
  },
);
