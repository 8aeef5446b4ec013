/**
 * The registration's way out when its script does not run (README "Registro"). The fallback under
 * the form (components/registration/registration-fallback.tsx) is in the HTML and shows by
 * default, so JavaScript off shows it at once. This inline script, which needs no file from the
 * server, hides it while the form's own script may still come, and shows it again if, 15 s on, the
 * form has not marked itself ready (a blocked script, or a chunk gone after a redeploy). The form
 * removes the mark once it works, so a late start hides the fallback again.
 */

/** On <html>: the page runs scripts. */
export const SCRIPTS_ATTRIBUTE = 'data-js';
/** On <html>: the form has not started in time; show the fallback. */
export const FALLBACK_ATTRIBUTE = 'data-register-help';
/** On the <form>, once its island has hydrated. */
export const READY_ATTRIBUTE = 'data-ready';
/** On the panel that replaces a form that worked; a registration made within the 15 s needs no other way (registration-fallback.tsx hides it). */
export const COMPLETED_ATTRIBUTE = 'data-completed';
/** How long a form that has not started may take before the fallback shows. */
export const FALLBACK_DELAY_MS = 15_000;

/** The text of the inline script; its hash goes into the CSP (scripts/postbuild.mjs). */
export function fallbackScript(): string {
  return (
    `(function(d,h){h.setAttribute("${SCRIPTS_ATTRIBUTE}","");setTimeout(function(){` +
    `d.querySelector("form[${READY_ATTRIBUTE}]")||h.setAttribute("${FALLBACK_ATTRIBUTE}","")},${FALLBACK_DELAY_MS})})(document,document.documentElement)`
  );
}

/** Called by the form once it works: the fallback is no longer needed. */
export function markFormReady(): void {
  document.documentElement.removeAttribute(FALLBACK_ATTRIBUTE);
}
