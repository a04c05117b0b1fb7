import nodemailer from "nodemailer";
import type { ExpenseKind } from "../../shared/domain";
import en from "../../shared/i18n/catalogs/mail/en";
import pl from "../../shared/i18n/catalogs/mail/pl";
import sv from "../../shared/i18n/catalogs/mail/sv";
import { formatHoursIn } from "../../shared/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "../../shared/i18n/locales";
import { createTranslator } from "../../shared/i18n/translate";
import { INVITATION_DAYS, RESET_TOKEN_MINUTES } from "../../shared/validation/constants";
import type { Logger } from "../lib/logger";

/**
 * Whom a mail goes to: the address, the name it greets, and the language it is written in
 * (docs/i18n.md): the user's `locale`, an invitation's own.
 */
export interface MailRecipient {
  email: string;
  fullName: string;
  locale: Locale;
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

const text = createTranslator({ sv, en, pl });

/** The lines of a mail, greeting first, joined as its text. */
const lines = (to: MailRecipient, ...rest: string[]) => [text(to.locale, "mail.greeting", { name: to.fullName }), "", ...rest].join("\n");

function resetText(to: MailRecipient, link: string): string {
  const l = to.locale;
  return lines(to, text(l, "mail.reset.asked"), text(l, "mail.reset.link", { minutes: RESET_TOKEN_MINUTES }), "", link, "", text(l, "mail.reset.ignore"));
}

/** The sentence of docs/product-rules.md §6, verbatim in Swedish; `date` is the report's date (YYYY-MM-DD). */
export function reportReturnedSentence(date: string, reason: string, locale: Locale = DEFAULT_LOCALE): string {
  return text(locale, "mail.reportReturned.sentence", { date, reason });
}

function returnedText(to: MailRecipient, report: { date: string; reason: string }): string {
  return lines(to, reportReturnedSentence(report.date, report.reason, to.locale), "", text(to.locale, "mail.reportReturned.next"));
}

function rejectedText(to: MailRecipient, report: RejectedReportMail): string {
  const what = [`${formatHoursIn(to.locale, report.hours)} h`, report.project].filter(Boolean).join(", ");
  const l = to.locale;
  return lines(to, text(l, "mail.reportRejected.sentence", { date: report.date, what, reason: report.reason }), "", text(l, "mail.reportRejected.next"));
}

function expenseText(to: MailRecipient, expense: ExpenseMail, decision: "Returned" | "Rejected"): string {
  const l = to.locale;
  const values = { kind: text(l, "mail.expense.kind", { kind: expense.kind }), date: expense.date, reason: expense.reason };
  return lines(to, text(l, `mail.expense${decision}.sentence`, values), "", text(l, `mail.expense${decision}.next`));
}

function invitationText(to: MailRecipient, link: string): string {
  const l = to.locale;
  return lines(to, text(l, "mail.invitation.intro"), text(l, "mail.invitation.link", { days: INVITATION_DAYS }), "", link);
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
    sendPasswordReset: (to, link) => send(to, text(to.locale, "mail.reset.subject"), resetText(to, link), "password reset mail sent"),
    sendReportReturned: (to, report) => send(to, text(to.locale, "mail.reportReturned.subject"), returnedText(to, report), "report returned mail sent"),
    sendReportRejected: (to, report) => send(to, text(to.locale, "mail.reportRejected.subject"), rejectedText(to, report), "report rejected mail sent"),
    sendInvitation: (to, link) => send(to, text(to.locale, "mail.invitation.subject"), invitationText(to, link), "invitation mail sent"),
    sendExpenseReturned: (to, e) => send(to, text(to.locale, "mail.expenseReturned.subject"), expenseText(to, e, "Returned"), "expense returned mail sent"),
    sendExpenseRejected: (to, e) => send(to, text(to.locale, "mail.expenseRejected.subject"), expenseText(to, e, "Rejected"), "expense rejected mail sent"),
  };
}
