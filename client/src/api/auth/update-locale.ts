import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Locale } from "@shared/i18n/locales";
import type { PublicUser } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { userQueryKey } from "./get-user";

/** PATCH /api/user {locale}: signed-in users' own language (docs/product-rules.md §17). */
export const updateLocale = (locale: Locale) => apiRequest<PublicUser>("PATCH", "/api/user", { locale });

/** Saves the language; the user query then holds the answer, whose `locale` the screens follow. */
export function useUpdateLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocale,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
