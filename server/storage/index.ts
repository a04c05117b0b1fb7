import type { AppConfig } from "../env";
import { createLocalStorage } from "./local";
import type { ObjectStorage } from "./object-storage";

export interface StorageOptions {
  config: Pick<AppConfig, "storageDriver" | "gcsBucket" | "dataDir" | "publicUrl">;
  /** Signs local upload URLs. */
  secret: string;
}

export async function createStorage(options: StorageOptions): Promise<ObjectStorage> {
  const { config } = options;
  if (config.storageDriver === "gcs") {
    if (!config.gcsBucket) throw new Error("STORAGE_DRIVER=gcs needs GCS_BUCKET");
    // The Google client is large: load it only when the gcs driver is chosen.
    const { createGcsStorage } = await import("./gcs");
    return createGcsStorage({ bucket: config.gcsBucket });
  }
  return createLocalStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl, secret: options.secret });
}
