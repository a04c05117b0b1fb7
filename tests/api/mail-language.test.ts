/**
 * The e-mails in their recipient's language (docs/i18n.md), subject and body, through a real
 * SMTP server: the invitation in the invitation's locale, the password reset in the user's,
 * sent back and rejected reports and expenses in the worker's. Swedish stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/auth/mailer";
import { createLogger } from "../../server/lib/logger";
import type { CreatedInvitation, Expense, TimeReport } from "../../shared/types";
import { reportInput, signedInAs, uniqueEmail } from "../support/builders";
import type { SignedIn } from "../support/builders/sessions";
import { traktInput } from "./helpers/expenses";
import { startSmtpInbox, type SmtpInbox } from "./helpers/smtp-inbox";
import { startTestApp, type TestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Fel projekt – kolla med Lars";

let app: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const mailer = createMailer({ smtpUrl: inbox.url, from: "Tidrapport <no-reply@tidrapport.test>", logger: createLogger("silent"), logResetLinks: false });
  app = await startTestApp({ now: () => NOW, mailer });
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

/** The mail's text with SMTP's CRLF line ends as LF. */
async function mailTo(address: string) {
  const mail = await inbox.waitFor(address);
  return { subject: mail.subject, text: mail.text.replace(/\r\n/g, "\n").trimEnd() };
}

async function speaks(signed: SignedIn, locale: "sv" | "en" | "pl"): Promise<SignedIn> {
  expect((await signed.client.patch("/api/user", { locale })).status).toBe(200);
  return signed;
}

describe("the invitation, in the invitation's language", () => {
  it.each([
    ["pl", "Zaproszenie do Tidrapport", "Cześć Jan Kowalski!", "Link jest ważny przez 7 dni i można go użyć jeden raz."],
    ["en", "Invitation to Tidrapport", "Hi Jan Kowalski,", "The link works for 7 days and can be used once."],
    [undefined, "Inbjudan till Tidrapport", "Hej Jan Kowalski!", "Länken gäller i 7 dagar och kan användas en gång."],
  ])("locale %j", async (locale, subject, greeting, validity) => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const email = uniqueEmail("inbjuden");
    // The admin's own language and the request's do not decide: the invitation's does.
    await speaks(admin, "en");
    const res = await admin.client.post<CreatedInvitation>(
      "/api/invitations",
      { email, fullName: "Jan Kowalski", role: "worker", ...(locale ? { locale } : {}) },
      { headers: { "accept-language": "pl" } },
    );
    expect(res.status).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(subject);
    expect(mail.text.split("\n")[0]).toBe(greeting);
    expect(mail.text).toContain(validity);
    expect(mail.text).toContain(res.body.url);
  });
});

describe("the password reset, in the user's language", () => {
  it("English for a user who chose it; Swedish, as before, for one who did not", async () => {
    const { english, swedish } = await signedInAs(app, {
      english: { role: "worker", fullName: "Anna Smith" },
      swedish: { role: "worker", fullName: "Åsa Öberg" },
    });
    await speaks(english, "en");
    expect((await app.client().post("/api/forgot-password", { email: english.user.email }, { headers: { "accept-language": "pl" } })).status).toBe(200);
    const mail = await mailTo(english.user.email);
    expect(mail.subject).toBe("Reset your password – Tidrapport");
    expect(mail.text).toMatch(/^Hi Anna Smith,\n\nSomeone \(hopefully you\) asked to reset the password of your Tidrapport account\.\n/);
    expect(mail.text).toContain("The link works for 60 minutes and can be used once.");
    expect(mail.text).toContain("If you did not ask for this, you can ignore this message; your password has not changed.");

    expect((await app.client().post("/api/forgot-password", { email: swedish.user.email }, { headers: { "accept-language": "en" } })).status).toBe(200);
    const svMail = await mailTo(swedish.user.email);
    expect(svMail.subject).toBe("Återställ ditt lösenord – Tidrapport");
    expect(svMail.text).toMatch(/^Hej Åsa Öberg!\n\nNågon \(förhoppningsvis du\) har bett om att återställa lösenordet till ditt konto i Tidrapport\.\n/);
    expect(svMail.text).toContain("Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i 60 minuter och kan användas en gång.");
  });
});

describe("a report sent back or rejected, in the worker's language", () => {
  it("sent back in Polish, rejected in English with the hours as English writes them", async () => {
    const [{ polish, english, admin }, project] = await Promise.all([
      signedInAs(app, { polish: { role: "worker", fullName: "Łukasz Wiśniewski" }, english: { role: "worker", fullName: "Anna Smith" }, admin: "admin" }),
      app.createProject(),
    ]);
    await speaks(polish, "pl");
    await speaks(english, "en");
    await speaks(admin, "sv");
    const file = async (who: SignedIn) =>
      (await who.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-19", hours: "7.5" }))).body;

    const returned = await file(polish);
    expect((await admin.client.post(`/api/time-reports/${returned.id}/return`, { reason: REASON })).status).toBe(200);
    const plMail = await mailTo(polish.user.email);
    expect(plMail.subject).toBe("Raport czasu pracy odesłany do poprawy");
    expect(plMail.text).toBe(
      `Cześć Łukasz Wiśniewski!\n\nTwój raport czasu pracy z dnia 2026-11-19 został odesłany do poprawy: ${REASON}\n\nOtwórz raport w Tidrapport, popraw go i wyślij ponownie.`,
    );

    const rejected = await file(english);
    expect((await admin.client.request("DELETE", `/api/time-reports/${rejected.id}`, { reason: REASON })).status).toBe(200);
    const enMail = await mailTo(english.user.email);
    expect(enMail.subject).toBe("Time report rejected");
    expect(enMail.text).toContain(`Your time report for 2026-11-19 (7.5 h, ${project.projectNumber} ${project.title}) was rejected: ${REASON}`);
    expect(enMail.text).toContain("The report has been removed. Report the day again if needed.");
  });
});

describe("an expense sent back or rejected, in the worker's language", () => {
  it("sent back in English, rejected in Polish, the kind in the language with its Swedish name", async () => {
    const { english, polish, admin } = await signedInAs(app, {
      english: { role: "worker", fullName: "Anna Smith" },
      polish: { role: "worker", fullName: "Jan Nowak" },
      admin: "admin",
    });
    await speaks(english, "en");
    await speaks(polish, "pl");
    const trip = (await english.client.post<Expense>("/api/expenses", traktInput())).body;
    expect((await admin.client.post(`/api/expenses/${trip.id}/return`, { reason: REASON })).status).toBe(200);
    const enMail = await mailTo(english.user.email);
    expect(enMail.subject).toBe("Expenses sent back");
    expect(enMail.text).toContain(`Your expenses claim (allowance (traktamente)) for 2026-11-16 was sent back: ${REASON}`);

    const other = (await polish.client.post<Expense>("/api/expenses", traktInput())).body;
    expect((await admin.client.request("DELETE", `/api/expenses/${other.id}`, { reason: REASON })).status).toBe(200);
    const plMail = await mailTo(polish.user.email);
    expect(plMail.subject).toBe("Zwrot kosztów odrzucony");
    expect(plMail.text).toContain(`Twój wniosek o zwrot kosztów (dieta (traktamente)) z dnia 2026-11-16 został odrzucony: ${REASON}`);
    expect(plMail.text).toContain("Wniosek został usunięty. W razie potrzeby wyślij go ponownie.");
  });
});
