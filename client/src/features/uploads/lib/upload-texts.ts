export type UploadKind = "images" | "receipts";
