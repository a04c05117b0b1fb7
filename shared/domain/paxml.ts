/**
 * Every `tidkod` the PAXml 2.0 schema accepts (its `tidkodTYPE`): the values a company may map
 * its codes to in the payroll settings, so that every file it exports stays valid.
 */
// prettier-ignore
export const PAXML_TIDKODER = [
  "SJK", "SJK_KAR", "SJK_LÖN", "SJK_ERS", "SJK_PEN", "ASK", "HAV", "FPE", "VAB", "SMB", "UTB", "MIL",
  "SVE", "NÄR", "TJL", "SEM", "SEM_BET", "SEM_SPA", "SEM_OBE", "SEM_FÖR", "KOM", "PEM", "PER", "FAC",
  "ATK", "KON", "PAP", "ATF", "FR1", "FR2", "FR3", "FR4", "FR5", "FR6", "FR7", "FR8", "FR9", "FLX",
  "TS1", "TS2", "TS3", "TS4", "TS5", "TS6", "TS7", "TS8", "TS9", "TID", "ARB", "MER", "ÖT1", "ÖT2",
  "ÖT3", "ÖT4", "ÖT5", "ÖK1", "ÖK2", "ÖK3", "ÖK4", "ÖK5", "OB1", "OB2", "OB3", "OB4", "OB5", "OS1",
  "OS2", "OS3", "OS4", "OS5", "JR1", "JR2", "JR3", "JS1", "JS2", "JS3", "BE1", "BE2", "BE3", "BS1",
  "BS2", "BS3", "RE1", "RE2", "RE3", "RE4", "HLG", "SKI", "LT1", "LT2", "LT3", "LT4", "LT5", "LT6",
  "LT7", "LT8", "LT9", "NV1", "NV2", "NV3", "NV4", "NV5", "NV6", "NV7", "NV8", "NV9",
] as const;
export type PaxmlTidkod = (typeof PAXML_TIDKODER)[number];
/** PAXml `dimidTYPE`: a dimension id (our project number) is at most 10 characters. */
export const PAXML_DIM_ID_MAX = 10;
/** The PAXml dimension that carries the project. */
export const PAXML_PROJECT_DIM = 6;

const numbered = (prefix: string, name: string, count: number): [PaxmlTidkod, string][] =>
  Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}` as PaxmlTidkod, `${name} ${i + 1}`]);

/**
 * The Swedish name of each PAXml 2.0 `tidkod`, as the payroll settings' code map lists them
 * ('SJK_KAR – Sjuk, karensavdrag'). The schema itself carries the codes only; the names follow
 * the PAXml code list (numbered codes such as ÖT1-ÖT5 are the payroll system's own levels).
 */
export const PAXML_TIDKOD_NAMES: Readonly<Record<PaxmlTidkod, string>> = /* @__PURE__ */ Object.fromEntries([
  ["SJK", "Sjuk"],
  ["SJK_KAR", "Sjuk, karensavdrag"],
  ["SJK_LÖN", "Sjuk, sjuklön"],
  ["SJK_ERS", "Sjuk, ersättning"],
  ["SJK_PEN", "Sjuk, sjukpenning"],
  ["ASK", "Arbetsskada"],
  ["HAV", "Havandeskapspenning"],
  ["FPE", "Föräldraledighet"],
  ["VAB", "Vård av barn"],
  ["SMB", "Smittbärare"],
  ["UTB", "Utbildning"],
  ["MIL", "Militärtjänst"],
  ["SVE", "Svenska för invandrare"],
  ["NÄR", "Närståendevård"],
  ["TJL", "Tjänstledighet"],
  ["SEM", "Semester"],
  ["SEM_BET", "Semester, betald"],
  ["SEM_SPA", "Semester, sparad"],
  ["SEM_OBE", "Semester, obetald"],
  ["SEM_FÖR", "Semester, förskott"],
  ["KOM", "Kompledighet"],
  ["PEM", "Permission"],
  ["PER", "Permittering"],
  ["FAC", "Facklig verksamhet"],
  ["ATK", "Arbetstidskonto"],
  ["KON", "Kontaktdagar"],
  ["PAP", "Pappaledighet"],
  ["ATF", "Arbetstidsförkortning"],
  ...numbered("FR", "Övrig frånvaro", 9),
  ["FLX", "Flextid"],
  ...numbered("TS", "Tidssaldo", 9),
  ["TID", "Arbetstid"],
  ["ARB", "Arbetad tid"],
  ["MER", "Mertid"],
  ...numbered("ÖT", "Övertid", 5),
  ...numbered("ÖK", "Övertid som kompledighet", 5),
  ...numbered("OB", "Obekväm arbetstid", 5),
  ...numbered("OS", "Obekväm arbetstid vid sjukdom", 5),
  ...numbered("JR", "Jour", 3),
  ...numbered("JS", "Jour vid sjukdom", 3),
  ...numbered("BE", "Beredskap", 3),
  ...numbered("BS", "Beredskap vid sjukdom", 3),
  ...numbered("RE", "Restid", 4),
  ["HLG", "Helglön"],
  ["SKI", "Skifttillägg"],
  ...numbered("LT", "Lönetillägg", 9),
  ...numbered("NV", "Övrig närvaro", 9),
]) as Record<PaxmlTidkod, string>;

/** 'SJK_KAR – Sjuk, karensavdrag': a code as the code map's lists show it. */
export function paxmlTidkodText(code: PaxmlTidkod): string {
  return `${code} – ${PAXML_TIDKOD_NAMES[code]}`;
}

/**
 * The code map's lists in groups, so that an admin finds a code by what it is: every
 * `PAXML_TIDKODER` value in exactly one group, in the schema's order within it. The codes our
 * own time codes export by default come first, in a group of their own and in our order
 * (`ours` is `DEFAULT_PAXML_CODE_MAP`'s values, passed in: time-codes.ts imports this file).
 */
export function paxmlTidkodGroups(ours: readonly PaxmlTidkod[]): { label: string; codes: PaxmlTidkod[] }[] {
  const rest = PAXML_TIDKODER.filter((code) => !ours.includes(code));
  const take = (keep: (code: PaxmlTidkod) => boolean): PaxmlTidkod[] => rest.filter(keep);
  const sick = take((c) => /^(SJK|ASK|HAV|SMB)/.test(c));
  const leave = take((c) => /^(SEM|FPE|VAB|NÄR|TJL|KOM|PEM|PER|FAC|KON|PAP|UTB|MIL|SVE|ATF|FR\d)/.test(c));
  const work = take((c) => /^(TID|ARB|MER|ÖT|ÖK|FLX)/.test(c));
  const duty = take((c) => /^(JR|JS|BE|BS|RE)\d/.test(c));
  const extras = take((c) => /^(OB|OS|LT)\d|^HLG$|^SKI$/.test(c));
  const grouped = new Set([...ours, ...sick, ...leave, ...work, ...duty, ...extras]);
  return [
    { label: "Våra koder", codes: [...new Set(ours)] },
    { label: "Sjukdom", codes: sick },
    { label: "Ledighet och annan frånvaro", codes: leave },
    { label: "Arbetstid och övertid", codes: work },
    { label: "Jour, beredskap och restid", codes: duty },
    { label: "Tillägg", codes: extras },
    { label: "Saldon och övrig närvaro", codes: PAXML_TIDKODER.filter((code) => !grouped.has(code)) },
  ].filter((group) => group.codes.length > 0);
}
