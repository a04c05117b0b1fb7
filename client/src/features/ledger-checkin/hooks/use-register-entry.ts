import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LedgerEntryKind } from "@shared/domain";
import { IDENTITY_NUMBER_MISSING, useCreateLedgerEntry, type LedgerEntryRequest } from "@/api/sites/create-ledger-entry";
import { invalidateAfterLedgerEntry } from "@/api/sites/invalidate";
import { ApiError, errorMessage } from "@/lib/api-client";
import type { LedgerOffline, PendingLedgerEntry, Who } from "../lib/offline";

const FALLBACK = "Kunde inte registrera. Försök igen.";
const NO_NETWORK = "Ingen uppkoppling. Försök igen när du har uppkoppling.";

/** Which button an answer belongs to: the card's own, or a person's of the roster. */
export const whoKey = (who: Who) => (who === null ? "self" : "userId" in who ? who.userId : who.personId);

/** The check-in that waits for the worker's personnummer: resent with it, under the same clientId. */
export interface IdentityRequest {
  siteId: string;
  body: LedgerEntryRequest;
  /** A queued entry the server refused for want of it: removed once sent. */
  queuedId?: string;
}

/** What became of a tap: sent (the server's time), queued on the phone (the tapped time), or refused. */
export type RegisterOutcome = { state: "sent" | "queued"; occurredAt: string } | { state: "refused" };

const needsIdentity = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === IDENTITY_NUMBER_MISSING;

/**
 * A tap on 'Checka in' / 'Checka ut' (docs/product-rules.md §15). Online it is sent at once,
 * without a time: the server's clock decides, whatever the phone's says. Offline, when the send
 * gets no answer, or while earlier taps still wait on the phone (a check-out must not overtake
 * its check-in), it goes to the offline queue with the tapped time and a clientId, so it
 * reaches the server exactly once (docs/decisions/2026-11-22-offline-queue.md).
 */
export function useRegisterEntry(offline: LedgerOffline) {
  const queryClient = useQueryClient();
  const create = useCreateLedgerEntry({ mutationConfig: { networkMode: "always" } });
  const [busy, setBusy] = useState<string | null>(null);
  // `stale`: a 409 said the ledger is not what this screen showed (a check-out from another phone).
  const [error, setError] = useState<{ key: string; message: string; stale: boolean } | null>(null);
  const [identity, setIdentity] = useState<IdentityRequest | null>(null);

  /** `leftAt`: the time the worker gave for a check-out after 12 hours, sent instead of none. */
  const register = async (siteId: string, kind: LedgerEntryKind, who: Who, leftAt?: string): Promise<RegisterOutcome> => {
    const key = whoKey(who);
    setError(null);
    const clientId = crypto.randomUUID();
    const occurredAt = leftAt ?? new Date().toISOString();
    const queue = async (): Promise<RegisterOutcome> => {
      await offline.save({ clientId, siteId, body: { kind, occurredAt, ...who } });
      return { state: "queued", occurredAt };
    };
    if (!navigator.onLine || offline.entries.some((e) => e.state !== "refused")) return queue();
    setBusy(key);
    try {
      const entry = await create.mutateAsync({ siteId, body: { kind, clientId, ...(leftAt ? { occurredAt: leftAt } : {}), ...who } });
      return { state: "sent", occurredAt: entry.occurredAt };
    } catch (caught) {
      if (!(caught instanceof ApiError)) return await queue();
      if (who === null && needsIdentity(caught)) {
        setIdentity({ siteId, body: { kind, clientId } });
        return { state: "refused" };
      }
      const stale = caught.status === 409;
      setError({ key, message: errorMessage(caught, FALLBACK), stale });
      // The server's state wins: the card reads it again and never goes on showing what it denied.
      if (stale) await invalidateAfterLedgerEntry(queryClient, siteId);
      return { state: "refused" };
    } finally {
      setBusy(null);
    }
  };

  /** A queued check-in the server refused for want of a personnummer: asked for, then sent with it. */
  const askIdentityFor = (entry: PendingLedgerEntry) =>
    setIdentity({ siteId: entry.siteId, body: { ...entry.body, clientId: entry.clientId }, queuedId: entry.clientId });

  /** Resolves to the server's message when it refuses (shown at the field), or null when sent. */
  const sendWithIdentity = async (identityNumber: string): Promise<string | null> => {
    if (!identity) return null;
    try {
      await create.mutateAsync({ siteId: identity.siteId, body: { ...identity.body, identityNumber } });
    } catch (caught) {
      return caught instanceof ApiError ? errorMessage(caught, FALLBACK) : NO_NETWORK;
    }
    if (identity.queuedId) await offline.remove(identity.queuedId);
    setIdentity(null);
    return null;
  };

  return {
    register,
    busy,
    errorFor: (who: Who) => (error && error.key === whoKey(who) ? error.message : null),
    /** The refusal of `who`'s tap was a 409: what the screen shows now is read afresh from the server. */
    staleFor: (who: Who) => error !== null && error.key === whoKey(who) && error.stale,
    identity,
    askIdentityFor,
    sendWithIdentity,
    cancelIdentity: () => setIdentity(null),
  };
}
