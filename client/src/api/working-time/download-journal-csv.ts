import { downloadFile } from "@/lib/download";
import { workingTimeJournalCsvPath } from "./keys";

/** Saves the server's journal file (§4 CSV format) under its name; resolves with that name. */
export const downloadJournalCsv = (year: number): Promise<string> => downloadFile(workingTimeJournalCsvPath(year), `overtidsjournal_${year}.csv`);
