import type sv from "./sv";
import type { Translation } from "../../messages";

export default {
  "mail.greeting": "Hi {name},",
  "mail.reset.subject": "Reset your password – Tidrapport",
  "mail.reset.asked": "Someone (hopefully you) asked to reset the password of your Tidrapport account.",
  "mail.reset.link": "Open the link below to choose a new password. The link works for {minutes} minutes and can be used once.",
  "mail.reset.ignore": "If you did not ask for this, you can ignore this message; your password has not changed.",
  "mail.invitation.subject": "Invitation to Tidrapport",
  "mail.invitation.intro": "You have been invited to create an account in Tidrapport, where you report your working time.",
  "mail.invitation.link": "Open the link below to choose a username and password. The link works for {days} days and can be used once.",
  "mail.reportReturned.subject": "Time report sent back",
  "mail.reportReturned.sentence": "Your time report for {date} was sent back: {reason}",
  "mail.reportReturned.next": "Open the report in Tidrapport, correct it and send it again.",
  "mail.reportRejected.subject": "Time report rejected",
  "mail.reportRejected.sentence": "Your time report for {date} ({what}) was rejected: {reason}",
  "mail.reportRejected.next": "The report has been removed. Report the day again if needed.",
  "mail.expense.kind": "{kind, select, utlagg {outlay (utlägg)} mil {mileage (milersättning)} other {allowance (traktamente)}}",
  "mail.expenseReturned.subject": "Expenses sent back",
  "mail.expenseReturned.sentence": "Your expenses claim ({kind}) for {date} was sent back: {reason}",
  "mail.expenseReturned.next": "Open the claim in Tidrapport, correct it and send it again.",
  "mail.expenseRejected.subject": "Expenses rejected",
  "mail.expenseRejected.sentence": "Your expenses claim ({kind}) for {date} was rejected: {reason}",
  "mail.expenseRejected.next": "The claim has been removed. Send it again if needed.",
} satisfies Translation<typeof sv>;
