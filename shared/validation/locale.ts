import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { MSG } from "./messages";

/** A user's language (docs/product-rules.md §17): `sv`, `en` or `pl`; anything else is 400. */
export const localeSchema = z.enum(LOCALES, { error: MSG.invalidLocale });

/** PATCH /api/user: what signed-in users change of their own account (their language). */
export const ownAccountSchema = z.object({ locale: localeSchema });
