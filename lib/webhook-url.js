// @ts-check
/**
 * Which URLs may receive registrations, for the build check (lib/build-env.js) and the browser
 * (lib/registration/storage.ts). CommonJS without dependencies: next.config.js requires it.
 *
 * Only https, except on this machine (local receivers, `npm run webhook`). Personal data must not
 * travel in clear text, and an http:// webhook is usually answered with a redirect to https://:
 * in the spec's no-cors mode the browser follows it as a GET without the body and cannot tell the
 * page (the Fetch standard hides every redirect of a no-cors request), so the registration would
 * be lost while the visitor reads "Registro completado".
 */

/** Hosts that are this machine. */
function isLoopbackHost(/** @type {string} */ hostname) {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * An absolute https: URL, or http: to this machine.
 * @param {string | undefined} value
 * @returns {boolean}
 */
function isWebhookUrl(value) {
  if (!value) return false;
  try {
    const url = new URL(value);
    if (url.hostname === '' || url.username !== '' || url.password !== '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
}

module.exports = { isLoopbackHost, isWebhookUrl };
