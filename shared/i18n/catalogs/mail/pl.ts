import type sv from "./sv";
import type { Translation } from "../../messages";

export default {
  "mail.greeting": "Cześć {name}!",
  "mail.reset.subject": "Zresetuj hasło – Tidrapport",
  "mail.reset.asked": "Ktoś (miejmy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta w Tidrapport.",
  "mail.reset.link": "Otwórz link poniżej, aby wybrać nowe hasło. Link jest ważny przez {minutes} minut i można go użyć jeden raz.",
  "mail.reset.ignore": "Jeśli prośba o reset nie pochodzi od Ciebie, zignoruj tę wiadomość; Twoje hasło się nie zmieniło.",
  "mail.invitation.subject": "Zaproszenie do Tidrapport",
  "mail.invitation.intro": "Zaproszono Cię do założenia konta w Tidrapport, gdzie zgłaszasz swój czas pracy.",
  "mail.invitation.link": "Otwórz link poniżej, aby wybrać nazwę użytkownika i hasło. Link jest ważny przez {days} dni i można go użyć jeden raz.",
  "mail.reportReturned.subject": "Raport czasu pracy odesłany do poprawy",
  "mail.reportReturned.sentence": "Twój raport czasu pracy z dnia {date} został odesłany do poprawy: {reason}",
  "mail.reportReturned.next": "Otwórz raport w Tidrapport, popraw go i wyślij ponownie.",
  "mail.reportRejected.subject": "Raport czasu pracy odrzucony",
  "mail.reportRejected.sentence": "Twój raport czasu pracy z dnia {date} ({what}) został odrzucony: {reason}",
  "mail.reportRejected.next": "Raport został usunięty. W razie potrzeby zgłoś ten dzień ponownie.",
  "mail.expense.kind": "{kind, select, utlagg {wydatek (utlägg)} mil {kilometrówka (milersättning)} other {dieta (traktamente)}}",
  "mail.expenseReturned.subject": "Zwrot kosztów odesłany do poprawy",
  "mail.expenseReturned.sentence": "Twój wniosek o zwrot kosztów ({kind}) z dnia {date} został odesłany do poprawy: {reason}",
  "mail.expenseReturned.next": "Otwórz wniosek w Tidrapport, popraw go i wyślij ponownie.",
  "mail.expenseRejected.subject": "Zwrot kosztów odrzucony",
  "mail.expenseRejected.sentence": "Twój wniosek o zwrot kosztów ({kind}) z dnia {date} został odrzucony: {reason}",
  "mail.expenseRejected.next": "Wniosek został usunięty. W razie potrzeby wyślij go ponownie.",
} satisfies Translation<typeof sv>;
