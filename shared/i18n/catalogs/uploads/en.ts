import type sv from "./sv";
import type { Translation } from "../../messages";

export default {
  "uploads.loading": "Loading the uploader...",
  "uploads.pick.images": "Choose photos",
  "uploads.pick.receipts": "Choose receipts",
  "uploads.input.images": "Choose photos from the device",
  "uploads.input.receipts": "Choose receipts from the device",
  "uploads.progress.images": "Uploading photos",
  "uploads.progress.receipts": "Uploading receipts",
  "uploads.camera": "Take a photo",
  "uploads.cameraInput": "Take a photo with the camera",
  "uploads.limits": "Up to {max} photos at a time, 10 MB each at most.",
  "uploads.chosen.images": "Chosen photos",
  "uploads.chosen.receipts": "Chosen receipts",
  "uploads.kept.images": "Photos kept on the phone",
  "uploads.kept.receipts": "Receipts kept on the phone",
  "uploads.item.images": "Photo {number}",
  "uploads.item.receipts": "Receipt {number}",
  "uploads.remove.images": "Remove photo {number}",
  "uploads.remove.receipts": "Remove receipt {number}",
} satisfies Translation<typeof sv>;
