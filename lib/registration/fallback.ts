/**
 * The registration's way out when its script does not run (README "Registro"). The fallback under
 * the form (components/registration/registration-fallback.tsx) is in the HTML: without scripts it
 * shows at once; with them, its styles keep it folded away for FALLBACK_DELAY_MS and then show it,
 * unless the form has marked itself ready (a blocked script, or a chunk gone after a redeploy, never
 * does). CSS alone, so no inline script (and no CSP hash) is spent on it; a form that starts late
 * hides it again.
 */

/** On the <form>, once its island has hydrated. */
export const READY_ATTRIBUTE = 'data-ready';
/** On the panel that replaces a form that worked; a registration made within the delay needs no other way (registration-fallback.tsx hides it). */
export const COMPLETED_ATTRIBUTE = 'data-completed';
/** How long a form that has not started may take before the fallback shows. */
export const FALLBACK_DELAY_MS = 15_000;
