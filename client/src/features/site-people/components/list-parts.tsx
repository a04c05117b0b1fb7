import peopleSv from "@shared/i18n/catalogs/people/sv";
import { useT } from "@/lib/i18n/runtime";

/** A list as the sections show it: the rows once loaded, or the sentence to show instead. */
export interface ListState<T> {
  data: readonly T[] | undefined;
  /** Set when the list could not be loaded (the server's sentence, e.g. for a 403). */
  error: string | null;
}

/** 'Org.nr 556012-3456', read out in full by a screen reader; the number never breaks at its hyphen. */
export function OrgNumber({ value }: { value: string }) {
  const t = useT(peopleSv);
  return (
    <span className="text-sm tabular-nums text-muted-foreground">
      <span aria-hidden="true">{t("people.orgNumberShort")}</span>
      <span className="sr-only">{t("people.company.orgNumber")}</span> <span className="whitespace-nowrap">{value}</span>
    </span>
  );
}
