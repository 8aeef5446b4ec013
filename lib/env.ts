/**
 * The only module that reads environment variables. Values are inlined at build time
 * (static export) and were checked by lib/build-env.js from next.config.js.
 */
import { SITE } from '@/content/site';

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Canonical origin of the site, e.g. 'https://jornada.mifirma.co' (no trailing slash). */
export const SITE_URL: string = withoutTrailingSlash(process.env.SITE_URL?.trim() || SITE.url);

/** Build-time default destination of registrations; '' means registrations are only simulated. */
export const DEFAULT_WEBHOOK_URL: string = (process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL ?? '').trim();

/** The webhook answers CORS: send a readable (CORS simple) request and treat a non-2xx as a failure. */
export const WEBHOOK_CORS: boolean = process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS === '1';

/** True in `next dev`; the exported site is always a production build. */
export const IS_DEVELOPMENT: boolean = process.env.NODE_ENV === 'development';

/**
 * A draft (BORRADOR=1, as lib/build-env.js checkDraft reads it; README "Antes de publicar"): example
 * data the firm has not replaced, so its pages ask search engines not to list them wherever it is put
 * up for review. Read at build time only (not NEXT_PUBLIC).
 */
export const IS_DRAFT: boolean = process.env.BORRADOR === '1';
