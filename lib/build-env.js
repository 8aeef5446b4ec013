// @ts-check
/**
 * Build-time checks of the environment variables the site reads (README "Configuración").
 * Plain CommonJS because next.config.js requires it before TypeScript is compiled.
 */
const { isLoopbackHost, isWebhookUrl } = require('./webhook-url');

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
 * Empty means every registration is only simulated (spec §7), which a build may only do when
 * asked for explicitly with REGISTRATION_SIMULATION=1: a form that pretends must never ship by
 * accident. REGISTRATION_SIMULATION=1 simulates whatever the variable says (next.config.js then
 * builds without it): `npm start` on a machine whose .env.local holds the firm's webhook sent test
 * registrations to it (QA).
 * @param {string | undefined} value
 * @param {string | undefined} [simulation] REGISTRATION_SIMULATION
 * @returns {'simulated' | 'ok'}
 */
function checkWebhookUrl(value, simulation) {
  if (simulation === '1') return 'simulated';
  if (value === undefined || value.trim() === '') throw new Error(MISSING_WEBHOOK_MESSAGE);
  if (!isWebhookUrl(value.trim())) {
    const url = URL.canParse(value.trim()) ? new URL(value.trim()) : undefined;
    const why = !url
      ? 'Escríbala completa, empezando por https:// (por ejemplo https://hook.example.com/abc).'
      : url.username !== '' || url.password !== ''
        ? 'Sin usuario ni contraseña en la URL: quedarían a la vista en el código del sitio.'
        : 'Un webhook http:// suele responder con una redirección a https://, que el navegador sigue sin el cuerpo: el registro se perdería.';
    throw new Error(
      `NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL debe ser una URL https:// válida (http:// solo hacia esta máquina): "${value}". ${why} ` +
        'Déjela vacía solo para simular los registros (REGISTRATION_SIMULATION=1).',
    );
  }
  return 'ok';
}

/**
 * A webhook on this machine is for trying the form here: in a build to publish, every visitor's
 * registration would go to their own computer. Allowed in a draft (BORRADOR=1) only.
 * @param {string | undefined} value a webhook URL that passed checkWebhookUrl
 * @param {{ simulation: string | undefined, draft: boolean }} build
 */
function checkPublishedWebhook(value, { simulation, draft }) {
  if (!value || value.trim() === '' || simulation === '1' || draft || !isLoopbackHost(new URL(value.trim()).hostname)) return;
  throw new Error(
    `NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL apunta a esta máquina ("${value}"): en el sitio publicado cada visitante enviaría su registro a su propio equipo. ` +
      'Para publicar, use la URL https:// del webhook de la firma; para probar aquí, compile un borrador con BORRADOR=1 (README, "Registro").',
  );
}

/**
 * NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS: '1' when the webhook answers CORS, so that its answer is
 * read (a non-2xx is an error); empty or '0' keeps the spec's no-cors send.
 * @param {string | undefined} value
 */
function checkWebhookCors(value) {
  if (value === undefined || value === '' || value === '0' || value === '1') return;
  throw new Error(`NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS solo admite 1 o 0 (vacía = 0): "${value}".`);
}

/**
 * BORRADOR: '1' builds a draft for review even with the webhook set, with whatever example data
 * content/ still holds; empty or '0' is a normal build.
 * @param {string | undefined} value
 * @returns {boolean}
 */
function checkDraft(value) {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`BORRADOR solo admite 1 o 0 (vacía = 0): "${value}".`);
}

/**
 * Whether content/ may still hold example data (lib/placeholders.ts). Only a build that would be
 * published is refused: the webhook set, not simulating and not a draft. Any other build says how
 * much is left, so nobody mistakes it for the finished site.
 * @param {{ webhook: 'simulated' | 'ok', simulation: string | undefined, draft: boolean, pending: number, report: string }} build
 * @returns {{ error?: string, notice?: string }}
 */
function checkContent({ webhook, simulation, draft, pending, report }) {
  if (pending === 0) return {};
  const publishing = webhook === 'ok' && simulation !== '1' && !draft;
  if (publishing) {
    return {
      error: [
        `content/ todavía tiene ${pending} ${pending === 1 ? 'dato' : 'datos'} de ejemplo o sin llenar; un build para publicar no puede llevarlos.`,
        'Complete cada uno (y quite su marca de ejemplo) en su archivo:',
        '',
        report,
        '',
        'Para revisar el sitio con estos datos, compile un borrador con BORRADOR=1 (no lo publique). README, "Antes de publicar".',
      ].join('\n'),
    };
  }
  return { notice: `content/ todavía tiene ${pending} ${pending === 1 ? 'dato' : 'datos'} de ejemplo o sin llenar: este build es un borrador. No lo publique.` };
}

const MISSING_WEBHOOK_MESSAGE = [
  'Falta NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: sin ella el formulario solo SIMULA los registros',
  '(muestra "Registro completado" y no envía nada). Defínala con la URL del webhook antes de publicar,',
  'o, para un build de prueba que simula a propósito, ejecute con REGISTRATION_SIMULATION=1',
  '(README, "Registro").',
].join('\n');

const SIMULATION_NOTICE =
  'REGISTRATION_SIMULATION=1: este build solo simula los registros (no los envía a ningún webhook, aunque NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL esté definida). No lo publique.';

module.exports = { isHttpUrl, checkSiteUrl, checkWebhookUrl, checkPublishedWebhook, checkWebhookCors, checkDraft, checkContent, MISSING_WEBHOOK_MESSAGE, SIMULATION_NOTICE };
