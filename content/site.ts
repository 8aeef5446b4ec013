/**
 * ============================================================================================
 *  PLACEHOLDERS — the firm's own data. The client's specification does not give these values.
 *  Replace every value marked PLACEHOLDER before going live; nothing else in the code needs to
 *  change. The site URL can also be set at build time with SITE_URL (see README).
 * ============================================================================================
 */
export const SITE = {
  /** PLACEHOLDER: the firm's trading name. */
  firmName: 'Asesoría en Insolvencia Colombia',
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
    address: 'Carrera 7 # 00-00, Oficina 000, Bogotá D.C., Colombia',
    /** PLACEHOLDER: WhatsApp number, digits only, with the country code 57. */
    whatsappNumber: '573001234567',
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
  /** PLACEHOLDER: the financial-intelligence partner that provides the legal team. */
  partnerName: 'Aliado en Inteligencia Financiera',
  /** The industry and commerce regulator (real). */
  regulator: { name: 'Superintendencia de Industria y Comercio', href: 'https://www.sic.gov.co/' },
} as const;

/**
 * Marketing claims (spec §1). Kept together so the firm can substantiate or change them here.
 */
export const CLAIMS = {
  rank: 'Número 1 en Colombia',
  clientsServed: 18000,
  certified: 'Firma certificada',
  satisfactionPercent: 98,
  directorYears: 15,
  firstSessionAttendees: 3000,
} as const;
