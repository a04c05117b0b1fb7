/** A list as the sections show it: the rows once loaded, or the sentence to show instead. */
export interface ListState<T> {
  data: readonly T[] | undefined;
  /** Set when the list could not be loaded (the server's sentence, e.g. for a 403). */
  error: string | null;
}

/** 'Org.nr 556012-3456', read out in full by a screen reader. */
export function OrgNumber({ value }: { value: string }) {
  return (
    <span className="text-sm tabular-nums text-muted-foreground">
      <span aria-hidden="true">Org.nr</span>
      <span className="sr-only">Organisationsnummer</span> {value}
    </span>
  );
}
