'use client';

import { useCallback, useEffect, useRef } from 'react';
import { SUBMIT_TIMEOUT_MS } from '@/lib/registration/constants';
import type { FieldErrors } from '@/lib/registration/fields';
import { putInOutbox, readOutbox, removeFromOutbox, retryDelay, type OutboxEntry, type Registration } from '@/lib/registration/outbox';
import { browserStorage } from '@/lib/registration/storage';
import { deliveredJornada, type SeasonEntry } from '@/lib/registration/jornada-tag';
import type { SubmitOutcome } from '@/lib/registration/submit';

export type Engine = typeof import('@/components/registration/registration-engine');

let engineLoad: Promise<Engine> | null = null;
let engineLoaded: Engine | null = null;

/** The engine if it has arrived. */
export function loadedEngine(): Engine | null {
  return engineLoaded;
}

/** The engine, loaded once; a failed load (offline, a new deploy) is tried again next time. */
export function loadEngine(): Promise<Engine> {
  engineLoad ??= import('@/components/registration/registration-engine').then(
    (engine) => {
      engineLoaded = engine;
      return engine;
    },
    (error: unknown) => {
      engineLoad = null;
      throw error;
    },
  );
  return engineLoad;
}

/** `jornada`: what the registration was delivered for (lib/registration/jornada-tag.ts). */
export type Delivered = { errors: FieldErrors } | { outcome: SubmitOutcome; jornada: string };

/** Resolves like `promise`, or rejects as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/** An AbortSignal that aborts after SUBMIT_TIMEOUT_MS; `done` clears its timer. */
export function submitDeadline(): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Sin respuesta tras ${SUBMIT_TIMEOUT_MS} ms`)), SUBMIT_TIMEOUT_MS);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

const local = () => browserStorage('localStorage');

/**
 * Runs `task` holding this registration's Web Lock, shared by every tab of the site: two tabs that
 * come back online together, or a tab sending what another tab kept, never send one registration
 * at once. `wait: false` gives up (null) when another tab holds it. Browsers without Web Locks
 * (before 2022) run the task as is: the write-ahead `sending` mark still keeps most overlaps away.
 */
async function withRegistrationLock<T>(registroId: string, wait: boolean, signal: AbortSignal, task: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  const name = `registro:${registroId}`;
  return wait ? locks.request(name, { signal }, task) : locks.request(name, { ifAvailable: true }, (lock) => (lock ? task() : null));
}

/** The wait after the last automatic attempt, when a page left while sending is visited again. */
const LAST_RETRY_DELAY_MS = 20 * 60_000;

/**
 * Delivering registrations, with the outbox behind them: each send is written ahead (so a reload
 * or a closed tab leaves a trace), a failed one is kept, and what is kept is sent again on the next
 * visit, when the browser comes back online, when the engine arrives late, and on a back-off timer.
 * `onDelivered` hears about every registration the outbox delivered or found invalid.
 */
export function useRegistrationDelivery(season: readonly SeasonEntry[], onDelivered: (entry: Registration, result: Delivered) => void) {
  const deliveries = useRef(new Map<string, Promise<Delivered | null>>());
  const flushing = useRef(false);
  /** A flush asked for while one was running (say, back online during a failing timer flush): run next. */
  const queuedFlush = useRef<'visit' | 'online' | 'timer' | null>(null);
  /** The page is being left: a send that fails now was cut short, not refused. */
  const leaving = useRef(false);
  /** A flush asked for while the page was being left, run if the page stays after all. */
  const skipped = useRef<'visit' | 'online' | 'timer' | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retry = useRef<(trigger: 'visit' | 'timer') => void>(() => undefined);
  const listener = useRef(onDelivered);
  const seasonRef = useRef(season);
  useEffect(() => {
    listener.current = onDelivered;
    seasonRef.current = season;
  });

  /**
   * Validates and sends one registration, once at a time per registroId across tabs; rejects when
   * it could not. `queued`: sent from the outbox, so skipped (null) when another tab is sending it,
   * has sent it meanwhile, or left it while sending and its back-off has not passed.
   */
  const deliver = useCallback((registration: Registration, signal: AbortSignal, queued = false): Promise<Delivered | null> => {
    const running = deliveries.current.get(registration.registroId);
    if (running) return running;
    const run = (async (): Promise<Delivered | null> => {
      const engine = await untilAborted(loadEngine(), signal);
      const stored = () => readOutbox(local(), Date.now()).find((entry) => entry.registroId === registration.registroId);
      const wasKept = stored() !== undefined;
      return withRegistrationLock(registration.registroId, !queued, signal, async (): Promise<Delivered | null> => {
        // Sent by another tab while this one waited for the lock, or before: the ledger (IndexedDB)
        // knows at once; this tab's copy of localStorage may not have heard of it yet.
        if (await engine.wasSent(registration.registroId)) {
          removeFromOutbox(local(), registration.registroId);
          return { outcome: 'sent', jornada: deliveredJornada(registration.jornada, Date.now(), seasonRef.current) };
        }
        const previous = stored();
        if (queued && (!previous || (previous.sending && Date.now() < previous.notBefore))) return null;
        const prepared = engine.prepareRegistration(registration, seasonRef.current);
        // Kept here, then sent by another tab while this one waited for the lock (without IndexedDB).
        if (!queued && wasKept && !previous) return { outcome: 'sent', jornada: 'request' in prepared ? prepared.jornada : registration.jornada };
        if ('errors' in prepared) {
          removeFromOutbox(local(), registration.registroId);
          return prepared;
        }
        if (!('request' in prepared)) {
          removeFromOutbox(local(), registration.registroId);
          return { outcome: prepared.outcome, jornada: prepared.jornada };
        }
        const now = Date.now();
        const attempts = (previous?.attempts ?? 0) + 1;
        // Written ahead: a page left while sending leaves this trace, and the next visit waits for
        // the attempt's own time limit plus its back-off (the POST may well have arrived).
        const notBefore = now + SUBMIT_TIMEOUT_MS + (retryDelay(attempts) ?? LAST_RETRY_DELAY_MS);
        putInOutbox(local(), { ...registration, attempts, notBefore, sending: true });
        await engine.sendRegistration(prepared.request, signal);
        // Committed before the lock is released: the next tab to take it knows.
        await engine.markSent(registration.registroId, Date.now());
        removeFromOutbox(local(), registration.registroId);
        return { outcome: 'sent', jornada: prepared.jornada };
      });
    })().finally(() => deliveries.current.delete(registration.registroId));
    deliveries.current.set(registration.registroId, run);
    return run;
  }, []);

  const scheduleRetry = useCallback(() => {
    clearTimeout(retryTimer.current);
    const now = Date.now();
    const next = readOutbox(local(), now)
      .filter((entry) => retryDelay(entry.attempts) !== undefined)
      .reduce((soonest, entry) => Math.min(soonest, entry.notBefore), Infinity);
    if (Number.isFinite(next)) retryTimer.current = setTimeout(() => retry.current('timer'), Math.max(0, next - now));
  }, []);

  /** Keeps a registration whose send failed; false when storage would not keep it. */
  const keep = useCallback(
    (registration: Registration, queued = false): boolean => {
      // Cut short by a reload or a closed tab: the entry written ahead stays as sending (it may
      // well arrive with keepalive), so the next visit waits for its back-off before sending again.
      if (leaving.current) return true;
      const now = Date.now();
      const stored = readOutbox(local(), now).find((entry) => entry.registroId === registration.registroId);
      // Taken from the outbox and gone from it now: another tab has sent it since this one failed.
      if (queued && !stored) return true;
      const attempts = stored?.attempts ?? 1;
      // The back-off counts from the failure, not from the start of the attempt: a send cut off by
      // the 15 s time limit is not tried again at once.
      const entry: OutboxEntry = { ...registration, attempts, notBefore: now + (retryDelay(attempts) ?? LAST_RETRY_DELAY_MS), sending: false };
      const kept = putInOutbox(local(), entry);
      scheduleRetry();
      // The engine itself had not arrived: send as soon as it does (a stalled chunk may still come).
      if (!engineLoaded) void loadEngine().then(() => retry.current('visit'), () => undefined);
      return kept;
    },
    [scheduleRetry],
  );

  /** Forgets a kept registration whose consent was withdrawn: it is not sent again. */
  const drop = useCallback(
    (registroId: string) => {
      removeFromOutbox(local(), registroId);
      scheduleRetry();
    },
    [scheduleRetry],
  );

  /**
   * Sends what the outbox holds. A failed send is due at once on a visit or when back online; one
   * the page left while sending (it may have arrived) and the timer wait for its back-off. A page
   * being left starts no send: it would be cut short and hold the registration back for its
   * back-off on the next visit.
   */
  const flush = useCallback(
    async (trigger: 'visit' | 'online' | 'timer') => {
      if (leaving.current) {
        // 'visit' and 'online' send a failed registration at once; the timer only once it is due.
        if (skipped.current === null || trigger !== 'timer') skipped.current = trigger;
        return;
      }
      if (flushing.current) {
        if (queuedFlush.current === null || trigger !== 'timer') queuedFlush.current = trigger;
        return;
      }
      flushing.current = true;
      try {
        for (const entry of readOutbox(local(), Date.now())) {
          const due = entry.sending || trigger === 'timer' ? Date.now() >= entry.notBefore : true;
          if (!due || deliveries.current.has(entry.registroId)) continue;
          const deadline = submitDeadline();
          try {
            const result = await deliver(entry, deadline.signal, true);
            if (result) listener.current(entry, result);
          } catch {
            keep(entry, true);
          } finally {
            deadline.done();
          }
        }
      } finally {
        flushing.current = false;
        scheduleRetry();
        const next = queuedFlush.current;
        queuedFlush.current = null;
        if (next) retry.current(next === 'online' ? 'visit' : next);
      }
    },
    [deliver, keep, scheduleRetry],
  );

  useEffect(() => {
    retry.current = (trigger) => void flush(trigger);
    const online = () => void flush('online');
    // A navigation away cancels the page's fetches before pagehide: beforeunload comes first. A
    // page still here a moment later was not left after all (a cancelled navigation).
    const show = () => {
      leaving.current = false;
      const trigger = skipped.current;
      skipped.current = null;
      if (trigger) void flush(trigger);
    };
    const hide = () => {
      leaving.current = true;
      setTimeout(show, 3_000);
    };
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', hide);
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    if (readOutbox(local(), Date.now()).length > 0) void flush('visit');
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', hide);
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
      clearTimeout(retryTimer.current);
    };
  }, [flush]);

  return { deliver, keep, drop, flush };
}
