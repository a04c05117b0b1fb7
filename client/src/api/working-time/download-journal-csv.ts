import { useMutation } from "@tanstack/react-query";
import { journalFileName } from "@shared/domain";
import { downloadFile } from "@/lib/download";
import { withQuery } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { WORKING_TIME_JOURNAL_CSV_PATH } from "./keys";

/** Saves the year's overtime journal as CSV under the server's file name; resolves with that name. */
export const downloadJournalCsv = (year: number): Promise<string> =>
  downloadFile(withQuery(WORKING_TIME_JOURNAL_CSV_PATH, { year }), journalFileName(year, "csv"));

export function useDownloadJournalCsv({ mutationConfig }: { mutationConfig?: MutationConfig<typeof downloadJournalCsv> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadJournalCsv });
}
