// @ts-check
/**
 * Build-time checks of the environment variables the site reads (README "Configuración").
 * Plain CommonJS because next.config.js requires it before TypeScript is compiled.
 */

/**
 * @param {string | undefined} value
 * @returns {boolean}
 */
function isHttpUrl(value) {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * SITE_URL: optional; when set it must be an absolute http(s) origin (a path is not allowed:
 * canonical URLs are built from it).
 * @param {string | undefined} value
 */
function checkSiteUrl(value) {
  if (value === undefined || value.trim() === '') return;
  const trimmed = value.trim();
  if (!isHttpUrl(trimmed)) {
    throw new Error(
      `SITE_URL no es una URL válida: "${value}". Use una URL absoluta http(s), por ejemplo SITE_URL=https://jornada.mifirma.co`,
    );
  }
  const url = new URL(trimmed);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(`SITE_URL debe ser solo el origen, sin ruta ni parámetros: "${value}" (por ejemplo https://jornada.mifirma.co)`);
  }
}

/**
 * NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: the default destination of registrations (spec §7).
 * Empty is allowed but means every registration is only simulated, so it is reported loudly.
 * @param {string | undefined} value
 * @returns {'empty' | 'ok'}
 */
function checkWebhookUrl(value) {
  if (value === undefined || value.trim() === '') return 'empty';
  if (!isHttpUrl(value.trim())) {
    throw new Error(
      `NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL no es una URL http(s) válida: "${value}". Déjela vacía solo para simular los registros.`,
    );
  }
  return 'ok';
}

const EMPTY_WEBHOOK_WARNING = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '!! ATENCIÓN: NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL está vacía.                                  !!',
  '!! Los registros de este build solo se SIMULAN: no se envían a ningún lado.                   !!',
  '!! Defina la URL del webhook antes de publicar (README, "Configuración").                     !!',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');

module.exports = { isHttpUrl, checkSiteUrl, checkWebhookUrl, EMPTY_WEBHOOK_WARNING };
