import type { AdminStatus, DemoAccount, MessageResponse } from "../../shared/types";

export function presentAdminStatus(status: AdminStatus): AdminStatus {
  return { hasAdmin: status.hasAdmin, resetLinkInLog: status.resetLinkInLog, mailConfigured: status.mailConfigured } satisfies AdminStatus;
}

/** A confirmation whose only content is its Swedish message. */
export function presentMessage(message: string): MessageResponse {
  return { message } satisfies MessageResponse;
}

/** A demo account as the login screen shows it: label, e-mail and password, nothing more. */
export function presentDemoAccount(account: DemoAccount): DemoAccount {
  return { label: account.label, email: account.email, password: account.password } satisfies DemoAccount;
}
