import nodemailer from "nodemailer";
import { RESET_TOKEN_MINUTES } from "../../shared/validation/constants";
import type { Logger } from "../lib/logger";

export interface Mailer {
  sendPasswordReset(to: { email: string; fullName: string }, link: string): Promise<void>;
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

/** Sends by SMTP when SMTP_URL is set; otherwise writes the link to the server log (development). */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async sendPasswordReset(to, link) {
        options.logger.info(`Password reset link for ${to.email} (no SMTP_URL configured): ${link}`);
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async sendPasswordReset(to, link) {
      await transport.sendMail({
        from: options.from,
        to: `"${to.fullName.replace(/"/g, "")}" <${to.email}>`,
        subject: "Återställ ditt lösenord – Tidrapport",
        text: resetText(to.fullName, link),
      });
      options.logger.info("password reset mail sent");
    },
  };
}
