/**
 * The outbox: registrations whose send failed (offline, refused, aborted, or the page closed while
 * sending), kept in localStorage with their consent and key until they are sent, for 7 days at
 * most. Storage that is missing or throws only disables it: the form then behaves as without it.
 */
import { OUTBOX_MAX_AGE_MS, OUTBOX_RETRY_DELAYS_MS, OUTBOX_STORAGE_KEY } from '@/lib/registration/constants';
import { valuesFrom, type RegistrationFormValues } from '@/lib/registration/fields';
import { sanitizeUtm, type StorageLike, type UtmParams } from '@/lib/registration/storage';

/** One registration, as sent on every attempt (the payload is built from it). */
export interface Registration {
  /** The idempotency key: the same on every attempt, so the automation can drop duplicates. */
  registroId: string;
  /** As typed; validated (and trimmed) by the schema before each send. */
  values: RegistrationFormValues;
  /** When the visitor registered (the payload's `fecha`). */
  fecha: string;
  /** The jornada's slug, or the waiting list. */
  jornada: string;
  utm: UtmParams;
}

export interface OutboxEntry extends Registration {
  /** Sends started so far. */
  attempts: number;
  /** Not before this instant (ms) when the attempt was cut short (the page went away while sending). */
  notBefore: number;
  /** The last attempt had not ended when it was last written: it may well have arrived (keepalive). */
  sending: boolean;
}

/** A new random key; `crypto.randomUUID` only exists in secure contexts (plain-http previews lack it). */
export function newRegistroId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A registroId as newRegistroId makes them. */
const REGISTRO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A jornada's slug or the waiting list (lib/jornadas.ts keeps slugs to this shape). */
const JORNADA_TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * An entry read back from storage, rebuilt field by field: storage is writable by anything that
 * runs on the origin (an extension, an old version, a crafted value), so only the registration's
 * checked fields and the UTM keys survive, and the payload is built from those alone.
 */
function entryFrom(raw: unknown): OutboxEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const item = raw as Record<string, unknown>;
  if (typeof item.registroId !== 'string' || !REGISTRO_ID.test(item.registroId)) return null;
  if (typeof item.jornada !== 'string' || !JORNADA_TAG.test(item.jornada) || item.jornada.length > 64) return null;
  if (typeof item.fecha !== 'string' || !Number.isFinite(Date.parse(item.fecha))) return null;
  const values = valuesFrom(item.values);
  // Ley 1581 de 2012: nothing is kept without the visitor's consent.
  if (values.autorizaTratamientoDatos !== true) return null;
  return {
    registroId: item.registroId,
    values,
    fecha: new Date(Date.parse(item.fecha)).toISOString(),
    jornada: item.jornada,
    utm: sanitizeUtm(item.utm),
    attempts: count(item.attempts),
    notBefore: count(item.notBefore),
    sending: item.sending === true,
  };
}

/**
 * Each registration under a key of its own (`registrationOutbox:<registroId>`), not one list: every
 * tab of the site has its own copy of localStorage and hears of another tab's writes a moment
 * later, so a tab that rewrote a whole list from its copy could drop a registration another tab
 * had just kept, or bring back one it had just sent. A write now touches one registration only.
 */
const ENTRY_KEY_PREFIX = `${OUTBOX_STORAGE_KEY}:`;

export const outboxKeyOf = (registroId: string) => `${ENTRY_KEY_PREFIX}${registroId}`;

/** A key of the outbox (one registration's, or the single list earlier versions kept). */
export const isOutboxKey = (key: string) => key === OUTBOX_STORAGE_KEY || key.startsWith(ENTRY_KEY_PREFIX);

function storedKeys(storage: StorageLike): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && isOutboxKey(key)) keys.push(key);
  }
  return keys;
}

function parse(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The entries still worth sending, oldest first. Older than 7 days, unreadable, or under a key
 * that is not their own are removed; the list of earlier versions becomes one key per entry.
 */
export function readOutbox(storage: StorageLike | null, now: number): OutboxEntry[] {
  try {
    if (!storage) return [];
    const list = storage.getItem(OUTBOX_STORAGE_KEY);
    if (list !== null) {
      storage.removeItem(OUTBOX_STORAGE_KEY);
      const raw = parse(list);
      for (const item of Array.isArray(raw) ? raw : []) {
        const entry = entryFrom(item);
        if (entry) putInOutbox(storage, entry);
      }
    }
    const entries: OutboxEntry[] = [];
    for (const key of storedKeys(storage)) {
      const entry = entryFrom(parse(storage.getItem(key)));
      if (entry && outboxKeyOf(entry.registroId) === key && now - Date.parse(entry.fecha) < OUTBOX_MAX_AGE_MS) entries.push(entry);
      else storage.removeItem(key);
    }
    return entries.sort((a, b) => Date.parse(a.fecha) - Date.parse(b.fecha));
  } catch {
    return [];
  }
}

/** Adds or replaces (same registroId) an entry; false when it could not be stored. */
export function putInOutbox(storage: StorageLike | null, entry: OutboxEntry): boolean {
  if (entry.values.autorizaTratamientoDatos !== true) return false;
  try {
    if (!storage) return false;
    storage.setItem(outboxKeyOf(entry.registroId), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

export function removeFromOutbox(storage: StorageLike | null, registroId: string): void {
  try {
    storage?.removeItem(outboxKeyOf(registroId));
  } catch {
    // Storage that throws keeps nothing to remove.
  }
}

/** The wait after the n-th attempt before the page tries again by itself; undefined: not any more. */
export function retryDelay(attempts: number): number | undefined {
  return OUTBOX_RETRY_DELAYS_MS[attempts - 1];
}
