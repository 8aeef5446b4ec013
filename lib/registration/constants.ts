/** Non-copy constants of the registration (spec §7, §9). Texts live in content/registration.ts. */

/** localStorage key of the destination override (spec §3, "Stored data"). */
export const WEBHOOK_URL_STORAGE_KEY = 'registrationWebhookUrl';

/** localStorage key of a developer's override of NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS ('1' or '0'). */
export const WEBHOOK_CORS_STORAGE_KEY = 'registrationWebhookCors';

/** localStorage key of the outbox: registrations not sent yet, kept for the next attempt. */
export const OUTBOX_STORAGE_KEY = 'registrationOutbox';

/** sessionStorage key of what the visitor typed, so a reload of the tab keeps it. */
export const DRAFT_STORAGE_KEY = 'registrationDraft';

/** An unsent registration is dropped this long after it was made. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3_600_000;

/** Waits before the automatic attempts while the page stays open; then only a visit or going online retries. */
export const OUTBOX_RETRY_DELAYS_MS = [15_000, 60_000, 5 * 60_000, 20 * 60_000] as const;

/** Everything between the click and the answer (loading the code, validating, sending) ends by then. */
export const SUBMIT_TIMEOUT_MS = 20_000;

/** sessionStorage key of the UTM parameters captured on the first page of the visit. */
export const UTM_STORAGE_KEY = 'registrationUtm';

/** The UTM parameters forwarded with a registration, in this order. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Longest UTM value kept; anything longer is cut (a URL can carry anything). */
export const UTM_MAX_LENGTH = 200;

/**
 * The completed panel appears this long after a real send, and after a simulated one (spec §4,
 * §9 give both values; a simulated send has no network time of its own).
 */
export const COMPLETED_DELAY_MS = 1000;
export const SIMULATED_COMPLETED_DELAY_MS = 1500;

/** A send that has neither resolved nor rejected by then is aborted and counts as a failure. */
export const SEND_TIMEOUT_MS = 15_000;

/** How long each notice stays on screen (spec §9: about 4 to 5 s). */
export const NOTICE_AUTO_CLOSE_MS = 4500;

/** Minimum lengths (spec §5), counted after trimming. */
export const FIELD_MIN_LENGTH = { nombre: 2, apellido: 2, movil: 10 } as const;

/** Maximum lengths this site adds; 254 is the longest valid e-mail address (RFC 5321). */
export const FIELD_MAX_LENGTH = { nombre: 80, apellido: 80, correo: 254, movil: 20 } as const;

/** Hosts where the settings panel is shown (spec §6): exact names and suffixes. */
export const SETTINGS_PANEL_HOSTS = ['localhost', '127.0.0.1'] as const;
export const SETTINGS_PANEL_HOST_SUFFIXES = ['.stackblitz.io', '.webcontainer.io', '.csb.app', '.codesandbox.io'] as const;

/** Name of the honeypot field; bots fill it, people never see it. */
export const HONEYPOT_FIELD = 'sitioWeb';
