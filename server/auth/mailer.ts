import nodemailer from "nodemailer";
import { EXPENSE_KIND_LABELS, formatHours, type ExpenseKind } from "../../shared/domain";
import { INVITATION_DAYS, RESET_TOKEN_MINUTES } from "../../shared/validation/constants";
import type { Logger } from "../lib/logger";

/** Whom a mail goes to: the address, and the name it greets. */
interface MailRecipient {
  email: string;
  fullName: string;
}

export interface Mailer {
  /** Whether mail really leaves the server (SMTP): without it 'Glömt lösenord' sends users to an admin (docs/product-rules.md §1). */
  readonly configured: boolean;
  sendPasswordReset(to: MailRecipient, link: string): Promise<void>;
  /** An admin sent a report back for correction (docs/product-rules.md §6). */
  sendReportReturned(to: MailRecipient, report: { date: string; reason: string }): Promise<void>;
  /** An admin rejected ('Neka') a report and said why (docs/product-rules.md §6). */
  sendReportRejected(to: MailRecipient, report: RejectedReportMail): Promise<void>;
  /** An admin invited someone to make an account (docs/product-rules.md §1). */
  sendInvitation(to: MailRecipient, link: string): Promise<void>;
  /** An admin sent an expense back for correction (docs/product-rules.md §16). */
  sendExpenseReturned(to: MailRecipient, expense: ExpenseMail): Promise<void>;
  /** An admin rejected an expense and said why (docs/product-rules.md §16). */
  sendExpenseRejected(to: MailRecipient, expense: ExpenseMail): Promise<void>;
}

/** What the worker is told of an expense sent back or rejected: its kind, date and the reason. */
export interface ExpenseMail {
  kind: ExpenseKind;
  date: string;
  reason: string;
}

/** What the worker is told of a rejected report: its date, hours, project and the reason. */
export interface RejectedReportMail {
  date: string;
  hours: string;
  /** "{projectNumber} {title}", or null for an absence without a project. */
  project: string | null;
  reason: string;
}

function resetText(fullName: string, link: string): string {
  return [
    `Hej ${fullName}!`,
    "",
    "Någon (förhoppningsvis du) har bett om att återställa lösenordet till ditt konto i Tidrapport.",
    `Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i ${RESET_TOKEN_MINUTES} minuter och kan användas en gång.`,
    "",
    link,
    "",
    "Har du inte bett om detta kan du bortse från meddelandet; ditt lösenord är oförändrat.",
  ].join("\n");
}

/** The sentence of docs/product-rules.md §6, verbatim; `date` is the report's date (YYYY-MM-DD). */
export function reportReturnedSentence(date: string, reason: string): string {
  return `Din tidrapport för ${date} har skickats tillbaka: ${reason}`;
}

function returnedText(fullName: string, report: { date: string; reason: string }): string {
  return [`Hej ${fullName}!`, "", reportReturnedSentence(report.date, report.reason), "", "Öppna rapporten i Tidrapport, rätta den och skicka den igen."].join(
    "\n",
  );
}

function rejectedText(fullName: string, report: RejectedReportMail): string {
  const what = [`${formatHours(report.hours)} h`, report.project].filter(Boolean).join(", ");
  return [
    `Hej ${fullName}!`,
    "",
    `Din tidrapport för ${report.date} (${what}) har nekats: ${report.reason}`,
    "",
    "Rapporten är borttagen. Rapportera dagen på nytt om det behövs.",
  ].join("\n");
}

/** 'Din ersättning (Utlägg) för 2026-11-19': the expense as its mails name it. */
const expenseNamed = (e: ExpenseMail) => `Din ersättning (${EXPENSE_KIND_LABELS[e.kind]}) för ${e.date}`;

function expenseReturnedText(fullName: string, expense: ExpenseMail): string {
  return [
    `Hej ${fullName}!`,
    "",
    `${expenseNamed(expense)} har skickats tillbaka: ${expense.reason}`,
    "",
    "Öppna ersättningen i Tidrapport, rätta den och skicka den igen.",
  ].join("\n");
}

function expenseRejectedText(fullName: string, expense: ExpenseMail): string {
  return [
    `Hej ${fullName}!`,
    "",
    `${expenseNamed(expense)} har nekats: ${expense.reason}`,
    "",
    "Ersättningen är borttagen. Skicka in den på nytt om det behövs.",
  ].join("\n");
}

function invitationText(fullName: string, link: string): string {
  return [
    `Hej ${fullName}!`,
    "",
    "Du har bjudits in att skapa ett konto i Tidrapport, där du rapporterar din arbetstid.",
    `Öppna länken nedan för att välja användarnamn och lösenord. Länken gäller i ${INVITATION_DAYS} dagar och kan användas en gång.`,
    "",
    link,
  ].join("\n");
}

const recipient = (to: MailRecipient) => `"${to.fullName.replace(/"/g, "")}" <${to.email}>`;

/**
 * Sends by SMTP when SMTP_URL is set. Without it, a development server writes the reset link
 * to its log, and a production server sends nothing and says so: a reset token in a
 * production log would let whoever reads the log take over the account (docs/product-rules.md §13).
 */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger; logResetLinks: boolean }): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      async sendPasswordReset(to, link) {
        if (options.logResetLinks) options.logger.info(`Password reset link for ${to.email} (no SMTP_URL configured): ${link}`);
        else options.logger.warn("password reset asked for, but no mail was sent: SMTP_URL is not set");
      },
      // Without SMTP the worker sees the reason in the app; nothing to send.
      async sendReportReturned() {},
      async sendReportRejected() {},
      // The admin copies the link from the screen; an invitation token never goes to a log.
      async sendInvitation() {},
      async sendExpenseReturned() {},
      async sendExpenseRejected() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  async function send(to: MailRecipient, subject: string, text: string, sent: string): Promise<void> {
    await transport.sendMail({ from: options.from, to: recipient(to), subject, text });
    options.logger.info(sent);
  }
  return {
    configured: true,
    sendPasswordReset: (to, link) => send(to, "Återställ ditt lösenord – Tidrapport", resetText(to.fullName, link), "password reset mail sent"),
    sendReportReturned: (to, report) => send(to, "Tidrapport skickad tillbaka", returnedText(to.fullName, report), "report returned mail sent"),
    sendReportRejected: (to, report) => send(to, "Tidrapport nekad", rejectedText(to.fullName, report), "report rejected mail sent"),
    sendInvitation: (to, link) => send(to, "Inbjudan till Tidrapport", invitationText(to.fullName, link), "invitation mail sent"),
    sendExpenseReturned: (to, e) => send(to, "Ersättning skickad tillbaka", expenseReturnedText(to.fullName, e), "expense returned mail sent"),
    sendExpenseRejected: (to, e) => send(to, "Ersättning nekad", expenseRejectedText(to.fullName, e), "expense rejected mail sent"),
  };
}
