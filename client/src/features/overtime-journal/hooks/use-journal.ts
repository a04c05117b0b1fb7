import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { downloadJournalCsv } from "@/api/working-time/download-journal-csv";
import { journalQueryOptions } from "@/api/working-time/get-journal";

export function useJournal(year: number) {
  // The previous year stays on screen while the next loads.
  return useQuery({ ...journalQueryOptions(year), placeholderData: keepPreviousData });
}

export function useDownloadJournalCsv() {
  return useMutation({ mutationFn: downloadJournalCsv });
}
