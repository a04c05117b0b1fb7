import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { userQueryKey } from "@/api/auth/get-user";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

/** A query client whose 401s mean "signed out": the user query then answers null and / shows the login. */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    onUnauthorized: () => client.setQueryData(userQueryKey, null),
  });
  return client;
}

/**
 * The theme needs no provider: it lives on <html> and in localStorage (lib/theme.ts) and is
 * applied before the first paint by public/theme-init.js.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
