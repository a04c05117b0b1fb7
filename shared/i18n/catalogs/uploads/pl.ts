import type sv from "./sv";
import type { Translation } from "../../messages";

export default {
  "uploads.loading": "Wczytywanie przesyłania...",
  "uploads.pick.images": "Wybierz zdjęcia",
  "uploads.pick.receipts": "Wybierz paragony",
  "uploads.input.images": "Wybierz zdjęcia z urządzenia",
  "uploads.input.receipts": "Wybierz paragony z urządzenia",
  "uploads.progress.images": "Przesyłanie zdjęć",
  "uploads.progress.receipts": "Przesyłanie paragonów",
  "uploads.camera": "Zrób zdjęcie",
  "uploads.cameraInput": "Zrób zdjęcie aparatem",
  "uploads.limits": "Najwyżej {max} zdjęć naraz, do 10 MB każde.",
  "uploads.chosen.images": "Wybrane zdjęcia",
  "uploads.chosen.receipts": "Wybrane paragony",
  "uploads.kept.images": "Zdjęcia zapisane w telefonie",
  "uploads.kept.receipts": "Paragony zapisane w telefonie",
  "uploads.item.images": "Zdjęcie {number}",
  "uploads.item.receipts": "Paragon {number}",
  "uploads.remove.images": "Usuń zdjęcie {number}",
  "uploads.remove.receipts": "Usuń paragon {number}",
  "uploads.done.images": "Zdjęcia przesłane",
  "uploads.done.receipts": "Paragony przesłane",
  "uploads.doneCount.images": "{count, plural, one {Przesłano # zdjęcie} few {Przesłano # zdjęcia} many {Przesłano # zdjęć} other {Przesłano # zdjęcia}}",
  "uploads.doneCount.receipts":
    "{count, plural, one {Przesłano # paragon} few {Przesłano # paragony} many {Przesłano # paragonów} other {Przesłano # paragonu}}",
  "uploads.failed": "Przesyłanie nie powiodło się",
  "uploads.failed.images": "Nie udało się przesłać zdjęć",
  "uploads.failed.receipts": "Nie udało się przesłać paragonów",
} satisfies Translation<typeof sv>;
