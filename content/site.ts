/**
 * ============================================================================================
 *  PLACEHOLDERS — the firm's own data. The client's specification does not give these values.
 *  Replace every value marked PLACEHOLDER before going live; nothing else in the code needs to
 *  change. The site URL can also be set at build time with SITE_URL (see README).
 *  SITE_PLACEHOLDERS below lists the values that are still examples: a production build refuses
 *  to run while any is listed (lib/placeholders.ts). Remove a key once its value is the firm's own.
 * ============================================================================================
 */
import type { PlaceholderMarks } from '@/lib/placeholders';

export const SITE = {
  /** PLACEHOLDER: the firm's trading name. */
  firmName: 'Insolvencia Colombia',
  /** PLACEHOLDER: short name used in titles. */
  shortName: 'Insolvencia Colombia',
  /** PLACEHOLDER: canonical site URL (overridable with SITE_URL at build time). */
  url: 'https://jornada.insolvencia-colombia.example',
  /** PLACEHOLDER: the firm's main website and its services page. */
  mainSiteUrl: 'https://www.insolvencia-colombia.example/',
  servicesUrl: 'https://www.insolvencia-colombia.example/servicios/',
  /** PLACEHOLDER: appointment-booking page (opens in a new tab). */
  bookingUrl: 'https://www.insolvencia-colombia.example/agendar-cita/',
  /** PLACEHOLDER: legal pages (open in a new tab). */
  privacyPolicyUrl: 'https://www.insolvencia-colombia.example/politica-de-privacidad/',
  termsUrl: 'https://www.insolvencia-colombia.example/terminos-y-condiciones/',
  /** PLACEHOLDER: the 'Quiero conocerlos' link on /envivo. */
  aboutFirmUrl: 'https://www.insolvencia-colombia.example/nosotros/',
  contact: {
    /** PLACEHOLDER */
    email: 'info@insolvencia-colombia.example',
    /** PLACEHOLDER: shown as written; `tel` is the dialable form. */
    phoneDisplay: '+57 601 555 0123',
    phoneTel: '+576015550123',
    /** PLACEHOLDER */
    address: 'Carrera 7 # 00-00, Oficina 000, Bogotá, D.\u00a0C., Colombia',
    /** PLACEHOLDER: WhatsApp number, digits only, with the country code 57. */
    whatsappNumber: '573001234567',
    /** PLACEHOLDER: when the firm answers on WhatsApp, days and hours, as /nuevavida says it ('Respondemos …'; hours: copy review 43). */
    whatsappHours: 'de lunes a sábado, de 8:00 AM a 6:00 PM',
  },
  /** PLACEHOLDER: social profiles. */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/insolvencia-colombia.example' },
    { name: 'Instagram', href: 'https://www.instagram.com/insolvencia-colombia.example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@insolvencia-colombia-example' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@insolvencia-colombia.example' },
  ],
  youtube: {
    /** PLACEHOLDER: YouTube video ids (the part after `v=`); each jornada's own are in content/jornadas.ts. */
    /** How the insolvency law works, shown on /nuevavida. */
    lawVideoId: 'aqz-KE-bpKQ',
    /** A client's testimony, shown on /nuevavida. */
    testimonialVideoId: 'M7lc1UVf-VE',
    /** PLACEHOLDER: the live-stream channel. */
    channelUrl: 'https://www.youtube.com/@insolvencia-colombia-example/live',
  },
  /**
   * PLACEHOLDER: how and when a registered visitor gets the session's link, as the completed panel
   * says it ('Te enviaremos el enlace de acceso …'); the firm's automation decides it.
   */
  linkDelivery: 'a tu correo electrónico antes de la jornada',
  /** PLACEHOLDER: the financial-intelligence partner that provides the legal team (its trading name). */
  partnerName: 'IF Asociados',
  /** The industry and commerce regulator (real). */
  regulator: { name: 'Superintendencia de Industria y Comercio', href: 'https://www.sic.gov.co/' },
} as const;

/** The values of SITE that are still examples, with what each one is (the build lists them so). */
/**
 * The tag before each note that says a block is still an example (a draft only: a production build
 * refuses example data), so the firm spots every one at a glance (blind reviews 38 and 39).
 */
export const EXAMPLE_TAG = 'Ejemplo';

export const SITE_PLACEHOLDERS: PlaceholderMarks<typeof SITE> = {
  firmName: 'Nombre comercial de la firma',
  shortName: 'Nombre corto de la firma',
  url: 'Dirección del sitio (o SITE_URL al compilar)',
  mainSiteUrl: 'Sitio web de la firma',
  servicesUrl: 'Página de servicios',
  bookingUrl: 'Página para agendar citas',
  privacyPolicyUrl: 'Política de Tratamiento de Datos',
  termsUrl: 'Términos y condiciones',
  aboutFirmUrl: 'Enlace «Quiero conocerlos» de /envivo',
  'contact.email': 'Correo de contacto',
  'contact.phoneDisplay': 'Teléfono (phoneDisplay y phoneTel)',
  'contact.address': 'Dirección de la oficina',
  'contact.whatsappNumber': 'Número de WhatsApp',
  'contact.whatsappHours': 'Días y horas en que se responde por WhatsApp (/nuevavida)',
  social: 'Redes sociales',
  'youtube.lawVideoId': 'Video sobre la ley en /nuevavida',
  'youtube.testimonialVideoId': 'Video de testimonio en /nuevavida',
  'youtube.channelUrl': 'Canal de YouTube de la transmisión',
  linkDelivery: 'Cómo y cuándo llega el enlace de la jornada (panel «Registro completado»)',
  partnerName: 'Nombre del aliado de inteligencia financiera',
};

/**
 * Who the firm is, shown in the footer of every page once filled (an empty value is not shown, and
 * a production build refuses while one is empty): its legal name as registered (razón social) and
 * its NIT with the check digit, e.g. 'Asesoría en Insolvencia Colombia S.A.S.' and '901.234.567-8'.
 */
export const LEGAL_IDENTITY: { legalName: string; nit: string } = {
  legalName: '',
  nit: '',
};

/** 'NIT 901.234.567-8', as the footer and the consent write it: 'NIT' never ends a line without its number. */
export const nitLabel = (nit: string) => `NIT\u00a0${nit}`;

/**
 * The firm's logo. Until the firm supplies its own file, the header and footer draw a wordmark
 * from SITE.shortName (components/ui/wordmark.tsx). To use the real logo, put it in public/ and
 * fill `logo` (and `logoOnDark` for the navy footer, if the firm has a light version).
 */
export interface LogoFile {
  /** Path under public/, e.g. '/logo.svg'. */
  src: string;
  width: number;
  height: number;
}

export const BRAND: { logo: LogoFile | null; logoOnDark: LogoFile | null } = {
  /** PLACEHOLDER: the firm's logo file, or null for the drawn wordmark. */
  logo: null,
  logoOnDark: null,
};

/**
 * Marketing claims (spec §1). Kept together so the firm can substantiate or change them here.
 */
export const CLAIMS = {
  rank: 'Número 1',
  clientsServed: 18000,
  certified: 'Certificada',
  satisfactionPercent: 98,
  directorYears: 15,
  firstSessionAttendees: 3000,
  /** The first jornada's "Miles de familias" (spec §2, /primera-jornada): a count too, so it needs its basis. */
  familiesAdvised: 'Miles',
} as const;

export type ClaimKey = keyof typeof CLAIMS;

/**
 * How the claims' bases are introduced (one footnote under the figures, each marked ¹ ² ³), and the
 * draft's note there while any has none yet.
 */
export const CLAIM_TEXTS = {
  basisLabel: (count: number) => (count > 1 ? 'Fuentes:' : 'Fuente:'),
  /** While any claim shown has no basis (CLAIM_BASIS below; a production build refuses it). */
  pendingNote: 'La firma publicará aquí la fuente de cada cifra.',
} as const;

/**
 * What backs each claim (Ley 1480 de 2011, art. 30, and the SIC's rules on advertising: a claim
 * must be provable), word for word as its figure says it. Shown in small print under the figures
 * wherever the claim appears once filled in.
 * PLACEHOLDER: every entry must be completed by the firm before publishing (README).
 */
export const CLAIM_BASIS: Record<ClaimKey, string | null> = {
  /** PLACEHOLDER: which ranking, who published it and when, e.g. 'Ranking X de la revista Y, marzo de 2025'. */
  rank: null,
  /** PLACEHOLDER: how they are counted and up to when, e.g. 'Clientes con contrato firmado entre 2010 y agosto de 2025'. */
  clientsServed: null,
  /** PLACEHOLDER: who certified what and when, e.g. 'Certificación ISO 9001:2015 otorgada por Z, vigente hasta 2027'. */
  certified: null,
  /** PLACEHOLDER: which survey, of whom, how many answers and when; shown under the first jornada's results, so a survey of its attendees. */
  satisfactionPercent: null,
  /** PLACEHOLDER: e.g. 'Tarjeta profesional de abogado desde 2009'. */
  directorYears: null,
  /** PLACEHOLDER: e.g. 'Conexiones únicas registradas por la plataforma de transmisión el 9 de abril de 2025'. */
  firstSessionAttendees: null,
  /** PLACEHOLDER: e.g. 'Familias que recibieron orientación individual después de la jornada, abril a junio de 2025'. */
  familiesAdvised: null,
};
