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

/** The entries still worth sending, oldest first (older than 7 days, or unreadable, are dropped). */
export function readOutbox(storage: StorageLike | null, now: number): OutboxEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  const entries = (Array.isArray(raw) ? raw : []).map(entryFrom).filter((entry): entry is OutboxEntry => entry !== null);
  const fresh = entries.filter((entry) => now - Date.parse(entry.fecha) < OUTBOX_MAX_AGE_MS);
  if (fresh.length !== (Array.isArray(raw) ? raw.length : 0)) writeOutbox(storage, fresh);
  return fresh;
}

function writeOutbox(storage: StorageLike | null, entries: OutboxEntry[]): boolean {
  try {
    if (!storage) return false;
    if (entries.length === 0) storage.removeItem(OUTBOX_STORAGE_KEY);
    else storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

/** Adds or replaces (same registroId) an entry; false when it could not be stored. */
export function putInOutbox(storage: StorageLike | null, entry: OutboxEntry, now: number): boolean {
  if (entry.values.autorizaTratamientoDatos !== true) return false;
  const others = readOutbox(storage, now).filter((item) => item.registroId !== entry.registroId);
  return writeOutbox(storage, [...others, entry]);
}

export function removeFromOutbox(storage: StorageLike | null, registroId: string, now: number): void {
  const entries = readOutbox(storage, now);
  const rest = entries.filter((item) => item.registroId !== registroId);
  if (rest.length !== entries.length) writeOutbox(storage, rest);
}

/** The wait after the n-th attempt before the page tries again by itself; undefined: not any more. */
export function retryDelay(attempts: number): number | undefined {
  return OUTBOX_RETRY_DELAYS_MS[attempts - 1];
}
