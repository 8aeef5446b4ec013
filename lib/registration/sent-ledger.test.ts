/** @jest-environment node */
import 'fake-indexeddb/auto';
import { OUTBOX_MAX_AGE_MS } from '@/lib/registration/constants';
import { markSent, wasSent } from '@/lib/registration/sent-ledger';

const ID = '6f1c7a52-3b1e-4c6e-9a51-0b7d2d3c9e10';
const OTHER = '0a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

describe('the ledger of delivered registrations', () => {
  it('knows a registration once its delivery is committed, and no other', async () => {
    const now = Date.now();
    expect(await wasSent(ID)).toBe(false);
    await markSent(ID, now);
    expect(await wasSent(ID)).toBe(true);
    expect(await wasSent(OTHER)).toBe(false);
  });

  it('forgets deliveries older than the outbox keeps a registration', async () => {
    const now = Date.now();
    await markSent(OTHER, now - OUTBOX_MAX_AGE_MS - 1);
    expect(await wasSent(OTHER)).toBe(true);
    await markSent(ID, now);
    expect(await wasSent(OTHER)).toBe(false);
    expect(await wasSent(ID)).toBe(true);
  });

  it('without IndexedDB knows nothing and records nothing, without throwing', async () => {
    await jest.isolateModulesAsync(async () => {
      const saved = globalThis.indexedDB;
      Reflect.deleteProperty(globalThis, 'indexedDB');
      try {
        const ledger = await import('@/lib/registration/sent-ledger');
        await expect(ledger.markSent(ID, Date.now())).resolves.toBeUndefined();
        expect(await ledger.wasSent(ID)).toBe(false);
      } finally {
        globalThis.indexedDB = saved;
      }
    });
  });
});

describe('an IndexedDB that never answers', () => {
  it('does not hold the send: after a second the ledger knows nothing and has recorded nothing', async () => {
    await jest.isolateModulesAsync(async () => {
      const saved = globalThis.indexedDB;
      const silent = { open: () => ({}) } as unknown as IDBFactory;
      globalThis.indexedDB = silent;
      jest.useFakeTimers();
      try {
        const ledger = await import('@/lib/registration/sent-ledger');
        const sent = ledger.wasSent(ID);
        const marked = ledger.markSent(ID, Date.now());
        jest.advanceTimersByTime(ledger.LEDGER_TIMEOUT_MS);
        await expect(sent).resolves.toBe(false);
        await expect(marked).resolves.toBeUndefined();
      } finally {
        jest.useRealTimers();
        globalThis.indexedDB = saved;
      }
    });
  });
});
