/**
 * Photos and receipts in a form (docs/i18n.md): the camera and the picker, the images chosen
 * so far and those kept on the phone, each with its remove button.
 */
export default {
  "uploads.loading": "Laddar uppladdning...",
  "uploads.pick.images": "Välj bilder",
  "uploads.pick.receipts": "Välj kvitton",
  "uploads.input.images": "Välj bilder från enheten",
  "uploads.input.receipts": "Välj kvitton från enheten",
  "uploads.progress.images": "Laddar upp bilder",
  "uploads.progress.receipts": "Laddar upp kvitton",
  "uploads.camera": "Ta foto",
  "uploads.cameraInput": "Ta foto med kameran",
  "uploads.limits": "Högst {max} bilder åt gången, max 10 MB per bild.",
  "uploads.chosen.images": "Valda bilder",
  "uploads.chosen.receipts": "Valda kvitton",
  "uploads.kept.images": "Sparade bilder på telefonen",
  "uploads.kept.receipts": "Sparade kvitton på telefonen",
  "uploads.item.images": "Bild {number}",
  "uploads.item.receipts": "Kvitto {number}",
  "uploads.remove.images": "Ta bort bild {number}",
  "uploads.remove.receipts": "Ta bort kvitto {number}",
  "uploads.done.images": "Bilder uppladdade",
  "uploads.done.receipts": "Kvitton uppladdade",
  "uploads.doneCount.images": "{count, plural, one {# bild} other {# bilder}} har laddats upp",
  "uploads.doneCount.receipts": "{count, plural, one {# kvitto} other {# kvitton}} har laddats upp",
  "uploads.failed": "Uppladdning misslyckades",
  "uploads.failed.images": "Kunde inte ladda upp bilder",
  "uploads.failed.receipts": "Kunde inte ladda upp kvitton",
} as const;
