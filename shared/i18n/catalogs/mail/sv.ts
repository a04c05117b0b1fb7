/**
 * The e-mails (docs/i18n.md): each in its recipient's language, the invitation's in the
 * invitation's. Swedish is the source: the spec's texts, exactly.
 */
export default {
  "mail.greeting": "Hej {name}!",
  "mail.reset.subject": "Återställ ditt lösenord – Tidrapport",
  "mail.reset.asked": "Någon (förhoppningsvis du) har bett om att återställa lösenordet till ditt konto i Tidrapport.",
  "mail.reset.link": "Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i {minutes} minuter och kan användas en gång.",
  "mail.reset.ignore": "Har du inte bett om detta kan du bortse från meddelandet; ditt lösenord är oförändrat.",
  "mail.invitation.subject": "Inbjudan till Tidrapport",
  "mail.invitation.intro": "Du har bjudits in att skapa ett konto i Tidrapport, där du rapporterar din arbetstid.",
  "mail.invitation.link": "Öppna länken nedan för att välja användarnamn och lösenord. Länken gäller i {days} dagar och kan användas en gång.",
  "mail.reportReturned.subject": "Tidrapport skickad tillbaka",
  "mail.reportReturned.sentence": "Din tidrapport för {date} har skickats tillbaka: {reason}",
  "mail.reportReturned.next": "Öppna rapporten i Tidrapport, rätta den och skicka den igen.",
  "mail.reportRejected.subject": "Tidrapport nekad",
  "mail.reportRejected.sentence": "Din tidrapport för {date} ({what}) har nekats: {reason}",
  "mail.reportRejected.next": "Rapporten är borttagen. Rapportera dagen på nytt om det behövs.",
  "mail.expense.kind": "{kind, select, utlagg {Utlägg} mil {Milersättning} other {Traktamente}}",
  "mail.expenseReturned.subject": "Ersättning skickad tillbaka",
  "mail.expenseReturned.sentence": "Din ersättning ({kind}) för {date} har skickats tillbaka: {reason}",
  "mail.expenseReturned.next": "Öppna ersättningen i Tidrapport, rätta den och skicka den igen.",
  "mail.expenseRejected.subject": "Ersättning nekad",
  "mail.expenseRejected.sentence": "Din ersättning ({kind}) för {date} har nekats: {reason}",
  "mail.expenseRejected.next": "Ersättningen är borttagen. Skicka in den på nytt om det behövs.",
} as const;
