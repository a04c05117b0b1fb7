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
