/**
 * Browser storage of the registration: the destination override in localStorage (spec §3, §7)
 * and the visit's UTM parameters in sessionStorage. Storage can be missing or throw (blocked
 * cookies, private modes, sandboxed frames); that only ever disables the override or the UTMs.
 */
import { DEFAULT_WEBHOOK_URL, WEBHOOK_CORS } from '@/lib/env';
import {
  DRAFT_STORAGE_KEY,
  SETTINGS_PANEL_HOSTS,
  SETTINGS_PANEL_HOST_SUFFIXES,
  UTM_KEYS,
  UTM_MAX_LENGTH,
  UTM_STORAGE_KEY,
  WEBHOOK_CORS_STORAGE_KEY,
  WEBHOOK_URL_STORAGE_KEY,
} from '@/lib/registration/constants';
import { valuesFrom, type RegistrationFormValues } from '@/lib/registration/fields';
import { isWebhookUrl } from '@/lib/webhook-url';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type UtmParams = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** window.localStorage or window.sessionStorage, or null where reading it throws or it is absent. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : (window[kind] ?? null);
  } catch {
    return null;
  }
}

function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}


export type WebhookDestination =
  | { source: 'saved' | 'default'; url: string; cors: boolean }
  | { source: 'simulated'; url: ''; cors: false };

/**
 * Where a registration goes (spec §7): the saved override when it is a webhook URL (https, or http
 * to this machine: lib/webhook-url.js), otherwise
 * the build-time default; with neither, nothing is sent and the registration is simulated.
 * `cors`: the webhook answers CORS, so its answer is read (build default, or a saved override).
 */
export function webhookDestination(storage: StorageLike | null = browserStorage('localStorage')): WebhookDestination {
  const savedCors = readItem(storage, WEBHOOK_CORS_STORAGE_KEY);
  const cors = savedCors === '1' || savedCors === '0' ? savedCors === '1' : WEBHOOK_CORS;
  const saved = readItem(storage, WEBHOOK_URL_STORAGE_KEY)?.trim() ?? '';
  if (saved !== '' && isWebhookUrl(saved)) return { source: 'saved', url: saved, cors };
  if (DEFAULT_WEBHOOK_URL !== '' && isWebhookUrl(DEFAULT_WEBHOOK_URL)) return { source: 'default', url: DEFAULT_WEBHOOK_URL, cors };
  return { source: 'simulated', url: '', cors: false };
}

export type SaveResult = 'saved' | 'invalid' | 'unavailable';

/** Saves the override; anything but a webhook URL (https, or http to this machine) is refused. */
export function saveWebhookUrl(value: string, storage: StorageLike | null): SaveResult {
  const url = value.trim();
  if (!isWebhookUrl(url)) return 'invalid';
  try {
    if (!storage) return 'unavailable';
    storage.setItem(WEBHOOK_URL_STORAGE_KEY, url);
    return 'saved';
  } catch {
    return 'unavailable';
  }
}

/** Removes the override, going back to the default; false when storage is unavailable. */
export function clearWebhookUrl(storage: StorageLike | null): boolean {
  try {
    if (!storage) return false;
    storage.removeItem(WEBHOOK_URL_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The settings panel's hosts (spec §6): local machines and the StackBlitz/CodeSandbox sandboxes. */
export function isSettingsPanelHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    (SETTINGS_PANEL_HOSTS as readonly string[]).includes(host) ||
    SETTINGS_PANEL_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))
  );
}

/**
 * Remembers the UTM parameters of the visit's first page. Later pages never overwrite them: the
 * campaign that brought the visitor is the one that counts, whichever page they register on.
 */
export function captureUtm(search: string, storage: StorageLike | null): void {
  if (!storage || readItem(storage, UTM_STORAGE_KEY) !== null) return;
  const params = new URLSearchParams(search);
  const utm: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, UTM_MAX_LENGTH);
  }
  try {
    storage.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // Without storage the registration simply carries no UTM parameters.
  }
}

/**
 * Only the UTM keys, each a non-empty string cut to UTM_MAX_LENGTH: whatever storage holds (an old
 * version, another script, a crafted value) can add nothing else to a registration.
 */
export function sanitizeUtm(raw: unknown): UtmParams {
  const utm: UtmParams = {};
  if (typeof raw !== 'object' || raw === null) return utm;
  for (const key of UTM_KEYS) {
    const value: unknown = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') utm[key] = value.trim().slice(0, UTM_MAX_LENGTH);
  }
  return utm;
}

/** The UTM parameters captured for this visit ({} when none, or storage is unavailable). */
export function readUtm(storage: StorageLike | null): UtmParams {
  const raw = readItem(storage, UTM_STORAGE_KEY);
  if (!raw) return {};
  try {
    return sanitizeUtm(JSON.parse(raw));
  } catch {
    return {};
  }
}

/**
 * What the visitor typed in this tab; the registration last made from it (its key, and the values
 * that key names: a retry after a reload uses it again even where the outbox cannot keep it); and
 * the keys of this tab's registrations kept in the outbox.
 */
export interface RegistrationDraft {
  values: RegistrationFormValues;
  made?: { registroId: string; values: RegistrationFormValues };
  kept: string[];
}

/** The tab's draft, or null (none, unreadable, or storage unavailable). */
export function readDraft(storage: StorageLike | null): RegistrationDraft | null {
  try {
    const parsed: unknown = JSON.parse(readItem(storage, DRAFT_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, made, kept } = parsed as Record<string, unknown>;
    const madeItem = typeof made === 'object' && made !== null ? (made as Record<string, unknown>) : undefined;
    return {
      values: valuesFrom(values),
      made: typeof madeItem?.registroId === 'string' ? { registroId: madeItem.registroId, values: valuesFrom(madeItem.values) } : undefined,
      kept: Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [],
    };
  } catch {
    return null;
  }
}

/** Saves (or, with null, forgets) the tab's draft; without storage a reload simply starts empty. */
export function writeDraft(storage: StorageLike | null, draft: RegistrationDraft | null): void {
  try {
    if (draft) storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    else storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Quota or blocked storage: the draft is a convenience.
  }
}
