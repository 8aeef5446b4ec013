/**
 * The registroIds this browser has delivered, in IndexedDB, read and written under the
 * registration's Web Lock (components/registration/use-registration-delivery.ts).
 *
 * Why not the outbox in localStorage: Chromium gives each tab's process its own copy of
 * localStorage and tells the others about a write a moment later, so a tab that takes the lock just
 * after another tab sent a registration can still read it as waiting and send it again. IndexedDB
 * commits in the browser process: a write whose transaction completed is seen by every tab.
 *
 * Only random keys and instants are kept (no personal data, Ley 1581 de 2012), for as long as the
 * outbox keeps a registration. Without IndexedDB (a private window of an old browser) the ledger
 * knows nothing and the outbox alone decides, as before.
 */
import { createStore, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import { OUTBOX_MAX_AGE_MS } from '@/lib/registration/constants';

let store: UseStore | null | undefined;

/** Some browsers' IndexedDB never answers (Safari 14.1 on its first open): the send must not wait on it. */
export const LEDGER_TIMEOUT_MS = 1_000;

function answerWithin<T>(promise: Promise<T>, otherwise: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(otherwise), LEDGER_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(otherwise);
      },
    );
  });
}

function ledger(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('registro', 'enviados');
    } catch {
      store = null;
    }
  }
  return store;
}

/** True when this browser has delivered `registroId`; false when it has not or cannot tell. */
export async function wasSent(registroId: string): Promise<boolean> {
  const current = ledger();
  if (!current) return false;
  return answerWithin(
    get<number>(registroId, current).then((sentAt) => sentAt !== undefined),
    false,
  );
}

/** Records a delivery (resolves once committed) and forgets those older than the outbox's limit. */
export async function markSent(registroId: string, now: number): Promise<void> {
  const current = ledger();
  if (!current) return;
  // A full, refused or silent IndexedDB only loses the cross-tab guard; the outbox entry is still removed.
  await answerWithin(
    (async () => {
      await set(registroId, now, current);
      const old = (await entries<string, number>(current)).filter(([, sentAt]) => now - sentAt > OUTBOX_MAX_AGE_MS);
      if (old.length > 0) await delMany(old.map(([key]) => key), current);
    })(),
    undefined,
  );
}

