import { SITE } from '@/content/site';

export const FOOTER = {
  /** Who the firm is not, too: a name like 'Insolvencia Colombia' read as a public body (blind reviews 34, designer and copy). */
  tagline: 'Asesoría legal en insolvencia para personas naturales y pequeños comerciantes en Colombia. Somos una firma privada, no una entidad del Estado.',
  sectionsHeading: 'Secciones',
  firmHeading: 'La firma',
  /** The site's other pages, after the main page's anchors: /envivo and each jornada's results. */
  liveLink: { label: 'Transmisión en vivo', href: '/envivo/' },
  /** The same link after the last jornada, when /envivo shows its recording. */
  recordingLabel: (jornadaName: string) => `Grabación de la ${jornadaName}`,
  recapLabel: (jornadaName: string) => `Resultados de la ${jornadaName}`,
  firmLinks: [
    { label: 'Sitio web de la firma', href: SITE.mainSiteUrl },
    { label: 'Nuestros servicios', href: SITE.servicesUrl },
  ],
  socialHeading: 'Redes sociales',
  contactHeading: 'Contacto',
  emailLabel: 'Correo',
  phoneLabel: 'Teléfono',
  addressLabel: 'Dirección',
  /** Shown while a contact detail is still an example (SITE_PLACEHOLDERS in site.ts). */
  contactExamplesNote: 'Datos de contacto de ejemplo: la firma publicará aquí los suyos.',
  legalLinks: [
    { label: 'Política de Tratamiento de Datos', href: SITE.privacyPolicyUrl },
    { label: 'Términos y condiciones', href: SITE.termsUrl },
  ],
  newTabHint: '(se abre en una pestaña nueva)',
  /** The holder: the legal name once filled (LEGAL_IDENTITY), else the trading name (copy review 38); one period after an 'S.A.S.'. */
  copyright: (year: number, holder: string) => `© ${year} ${holder.replace(/\.?$/, '.')} Todos los derechos reservados.`,
} as const;
