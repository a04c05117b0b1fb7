import { queryOptions } from "@tanstack/react-query";
import type { DailyNorm } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { DAILY_NORM_PATH, settingsKeys } from "./keys";

/** The company's daily norm of 'Arbetad tid' in hours (docs/product-rules.md §4); workers may read it. */
const getDailyNorm = () => apiGet<DailyNorm>(DAILY_NORM_PATH);

/** For the report form's 'Dela upp' offer, which asks only when the report is 'Arbetad tid'. */
export const dailyNormQueryOptions = () => queryOptions({ queryKey: settingsKeys.dailyNorm, queryFn: getDailyNorm });
