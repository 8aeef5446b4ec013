/** Non-copy constants of the registration (spec §7, §9). Texts live in content/registration.ts. */

/** localStorage key of the destination override (spec §3, "Stored data"). */
export const WEBHOOK_URL_STORAGE_KEY = 'registrationWebhookUrl';

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
