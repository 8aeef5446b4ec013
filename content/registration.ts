/**
 * Every text of the registration form, its notices, the completed panel and the local settings
 * panel (spec §3, §4, §5, §8). Option values are the spec's keys and are what the webhook receives.
 */
import { JORNADA_SERIES } from '@/content/series';
import { LEGAL_IDENTITY, SITE, nitLabel } from '@/content/site';
import type { FieldName } from '@/lib/registration/fields';

/**
 * Who is responsible for the data (Ley 1581 de 2012): the firm's legal name and NIT once it has
 * filled them in (content/site.ts), its trade name until then.
 */
export const DATA_CONTROLLER = `${LEGAL_IDENTITY.legalName.trim() || SITE.firmName}${LEGAL_IDENTITY.nit.trim() ? ` (${nitLabel(LEGAL_IDENTITY.nit.trim())})` : ''}`;

export const DEBT_RANGE_OPTIONS = [
  { value: 'menos-50', label: 'Menos de 50 millones' },
  { value: '50-150', label: 'Entre 50 y 150 millones' },
  { value: '150-300', label: 'Entre 150 y 300 millones' },
  { value: 'mas-300', label: 'Más de 300 millones' },
  { value: 'no-problemas', label: 'No tengo problemas con mis deudas' },
] as const;

/**
 * The hints say what spec §3 says each type means (not a merchant; with a business), in the form's tú and
 * without its 'no economic activity', which excluded the employees, independents and pensioners the help
 * line and the hero send here (copy reviews 27 to 38, each time the first problem named).
 */
export const PERSON_TYPE_OPTIONS = [
  { value: 'natural', label: 'Persona natural', hint: 'No tienes un negocio a tu nombre: eres empleado, independiente, pensionado o estás sin trabajo.' },
  { value: 'comerciante', label: 'Comerciante', hint: 'Tienes un negocio o una actividad comercial a tu nombre.' },
] as const;

export type DebtRange = (typeof DEBT_RANGE_OPTIONS)[number]['value'];
export type PersonType = (typeof PERSON_TYPE_OPTIONS)[number]['value'];

export const REGISTRATION_FORM = {
  /** Accessible name of the <form>. */
  formLabel: 'Registro para la jornada',
  /** …after the last announced jornada, when the heading above it says 'Formulario de aviso de la próxima jornada'. */
  waitlistFormLabel: 'Aviso de la próxima jornada',
  /** One per field (lib/registration/fields.ts) but the consent, whose label is its sentence below. */
  labels: {
    nombre: 'Nombre',
    apellido: 'Apellido',
    correo: 'Correo electrónico',
    movil: 'Número de celular',
    rangoDeudas: '¿Cuánto debes en total?',
    tipoPersona: 'Tipo de persona',
  } satisfies Record<Exclude<FieldName, 'autorizaTratamientoDatos'>, string>,
  placeholders: {
    movil: '315-123-4567',
  },
  /** Spec §5, and the limits and consent this site adds. */
  messages: {
    nombreMin: 'El nombre debe tener al menos 2 caracteres',
    nombreMax: (max: number) => `El nombre no puede tener más de ${max} caracteres`,
    apellidoMin: 'El apellido debe tener al menos 2 caracteres',
    apellidoMax: (max: number) => `El apellido no puede tener más de ${max} caracteres`,
    /** A value starting with one of these runs as a formula in the firm's spreadsheet. */
    nombreFormula: 'El nombre no puede empezar con =, +, - ni @',
    apellidoFormula: 'El apellido no puede empezar con =, +, - ni @',
    correo: 'Ingrese un correo electrónico válido',
    correoMax: (max: number) => `El correo electrónico no puede tener más de ${max} caracteres`,
    movilMin: 'El número móvil debe tener al menos 10 dígitos',
    movilMax: (max: number) => `El número móvil no puede tener más de ${max} caracteres`,
    rangoDeudas: 'Seleccione un rango de deudas',
    tipoPersona: 'Seleccione el tipo de persona',
    /** True of the waiting list too, which is no registration for a jornada (copy review 35). */
    consent: 'Marca la casilla para autorizar el tratamiento de tus datos personales',
  },
  /**
   * Ley 1581 de 2012 and Decreto 1377 de 2013: prior, express and informed authorisation, naming
   * the purpose and the party responsible, with access to the privacy policy and the holder's
   * rights (art. 12: to know, update, correct and delete the data, and revoke the authorisation), in
   * few words (copy review 28: 13 lines on a phone) and the law's own verbs (art. 8; copy review 29).
   * One text for every phase: it names the waiting list too (copy review 40).
   */
  consent: {
    text: `Autorizo a ${DATA_CONTROLLER} a tratar mis datos personales, incluido el rango de mis deudas, para inscribirme en sus jornadas gratuitas o avisarme de las próximas, y contactarme sobre ellas por correo, teléfono o WhatsApp, según su `,
    policyLabel: 'Política de Tratamiento de Datos',
    /**
     * Under the consent while it names the trade name only (a draft: a production build refuses an empty
     * legal name or NIT), tagged as every example is (copy review 45).
     */
    controllerExample: LEGAL_IDENTITY.legalName.trim() && LEGAL_IDENTITY.nit.trim() ? null : 'La firma pondrá aquí su razón social y su NIT.',
    /** After the link: the policy first, so 'su' is the firm's and not the law's (copy review 35). */
    law: ' y la Ley 1581 de 2012',
    /**
     * Under the button, with where to exercise them (Decreto 1377 de 2013, art. 5; copy review 22), and
     * read as the checkbox's description: in the label they made it 11 lines on a phone, the last
     * block before the button (blind design review 43). The e-mail address follows as a link, kept
     * whole (blind review 26: it broke at its hyphen).
     */
    rights: 'Puedes conocer, actualizar, rectificar o suprimir tus datos, o revocar esta autorización, escribiendo a ',
    rightsEmail: SITE.contact.email,
    /** After the address: the holder's right to complain to the regulator (Ley 1581, art. 8 e; copy review 44). */
    complaint: `, y presentar quejas ante la ${SITE.regulator.name}.`,
    policyHref: SITE.privacyPolicyUrl,
    newTabHint: '(se abre en una pestaña nueva)',
  },
  /** Under the person types, whose hints now say who is which (copy review 38). */
  personTypeHelp: 'Si no sabes cuál elegir, marca la que más se parezca a tu caso: lo revisamos contigo.',
  /** The honeypot: a field people never meet (no label is read out, no focus, no autofill). */
  honeypotLabel: 'No llene este campo',
  submit: 'Registrarse',
  /** The same button while the jornada is on, under 'no necesitas registrarte… te avisaremos de las próximas' (copy review 38); one line on a phone (blind review 39). */
  liveSubmit: 'Avisarme de nuevas jornadas',
  /** The same button after the last announced jornada: it joins the waiting list. */
  waitlistSubmit: 'Avisarme de la próxima jornada',
  submitting: 'Procesando...',
  requiredNote: 'Todos los campos son obligatorios.',
  /**
   * Above the fields after a bad submit, while any error remains (the last one may be a screen away),
   * over the list of the fields to correct, each a link to its field (blind reviews 13 and 15). The
   * count in words up to nine, as Spanish prose writes it (copy review 36).
   */
  errorSummary: (count: number) =>
    count === 1 ? 'Hay un campo por corregir:' : `Hay ${['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'][count - 2] ?? count} campos por corregir:`,
  /** The consent's name in that list (its label is a whole sentence). */
  consentSummaryLabel: 'Autorización de datos',
  /** Under the button, before the holder's rights (`consent.rights`): the consent above says what the data is for (copy review 39). */
  reassurance: 'Sin costo ni compromiso.',
} as const;

/** react-toastify notices (spec §8). */
export const REGISTRATION_NOTICES = {
  success: {
    title: '¡Registro exitoso! Nos comunicaremos pronto contigo.',
    description: 'Gracias por registrarte para nuestra jornada de asesoría gratuita.',
  },
  failure: {
    title: 'Hubo un error al procesar tu registro',
    description: 'Por favor intenta nuevamente más tarde o contáctanos directamente.',
  },
  /** The notices' region and close button, as screen readers name them. */
  regionLabel: 'Avisos del registro',
  closeLabel: 'Cerrar aviso',
  /** Under the button while a registration waits in the outbox (after a failed send, or a reload while sending). */
  saved:
    'Guardamos tu registro en este navegador y lo enviaremos automáticamente en cuanto haya conexión (lo intentaremos durante 7 días). Te avisaremos aquí cuando se haya enviado.',
} as const;

/**
 * Under the form, for a visitor whose browser cannot run it: shown at once with JavaScript off, and
 * after 15 s when its script never arrives (a blocked script, a redeploy). No personal data goes
 * into these links: the visitor writes it in the chat, the call or the e-mail.
 */
export const REGISTRATION_FALLBACK = {
  title: '¿El formulario no responde?',
  text: 'Regístrate por otro medio:',
  whatsapp: 'Escribir por WhatsApp',
  call: (phone: string) => `Llamar al ${phone}`,
  email: 'Escribir un correo',
  /** The chat's first message: the jornada named, so the firm knows what it is about. */
  whatsappMessage: (name: string) => `Hola, quiero registrarme en la ${name}.`,
  whatsappWaitlistMessage: 'Hola, quiero que me avisen de la próxima jornada.',
} as const;

/** Whether the link goes by e-mail (SITE.linkDelivery, the firm's choice): then it may land in spam. */
const LINK_BY_EMAIL = /correo/i.test(SITE.linkDelivery);

/** The panel that replaces the form once registered (spec §4), as the page's phase has it. */
export const REGISTRATION_COMPLETED = {
  title: 'Registro completado',
  lead: `Te enviaremos el enlace de acceso ${SITE.linkDelivery}${LINK_BY_EMAIL ? ' (si no lo ves, revisa también la carpeta de correo no deseado o spam)' : ''}. Guarda la fecha:`,
  /** During the session: the broadcast first, instead of the link to come. */
  liveLead: 'La jornada ya comenzó: entra ahora a la transmisión en vivo. También te avisaremos de las próximas jornadas.',
  liveLink: { label: 'Ver la transmisión en vivo', href: '/envivo/' },
  /** After the end: the registration joined the waiting list. */
  waitlistLead: 'Listo: te avisaremos la fecha de la próxima jornada en cuanto esté confirmada.',
  /** After the end, to whoever registered for it and kept the page open: as the live lead promised. */
  endedLead: 'La jornada ya terminó: su grabación queda en la página de la transmisión. También te avisaremos de las próximas jornadas.',
  /** After the end, meanwhile: the recording of the jornada that ended, on /envivo. */
  /** On screen 'Ver la grabación' (one line on a phone); screen readers hear which. */
  recording: { label: 'Ver la grabación', of: (name: string) => ` de la ${name}`, href: '/envivo/' },
  dateLabel: 'Fecha',
  timeLabel: 'Hora',
  timeZoneNote: JORNADA_SERIES.timeZoneLabel,
  /** `{zone}` is the visitor's IANA time zone, e.g. 'Europe/Madrid'. */
  localTimeLabel: (zone: string) => `En tu hora local (${zone})`,
  /** Under the date: if the link never arrives, the broadcast plays on /envivo at the hour anyway. */
  envivoHint: { text: 'Si el enlace no te llega, ese día entra a', label: 'la página de la transmisión', href: '/envivo/' },
  calendarHeading: 'Agrega la jornada a tu calendario',
  googleCalendar: 'Google Calendar',
  icsDownload: 'Apple, Outlook u otro',
  inviteHeading: '¿Alguien cercano necesita orientación?',
  inviteWhatsApp: 'Invitar por WhatsApp',
  /** In every phase, before 'Volver al inicio': a person to ask (the firm's WhatsApp and its booking page). */
  helpHeading: '¿Tienes dudas sobre tu caso?',
  helpWhatsApp: 'Escribir por WhatsApp',
  helpBooking: 'Agendar una cita',
  newTabHint: '(se abre en una pestaña nueva)',
  backHome: 'Volver al inicio',
} as const;

/** The calendar entry (Google Calendar link and .ics file); its title and dates come from the jornada. */
export const CALENDAR_TEXT = {
  liveLinkLabel: 'Transmisión en vivo:',
  location: 'Transmisión en vivo (virtual)',
  /** After the jornada's slug: 'segunda-jornada-insolvencia.ics'. */
  fileNameSuffix: '-insolvencia.ics',
  productId: '-//Jornada de Asesoria en Insolvencia//ES',
} as const;

export const WHATSAPP_INVITE = {
  /** Filled in by the form's server wrapper with the jornada's name, date, time and the page's URL. */
  message: (name: string, date: string, time: string, url: string) =>
    `Me registré en la ${name} de asesoría gratuita sobre la Ley 2445 de 2025 (insolvencia): ${date}, ${time} (${JORNADA_SERIES.timeZoneLabel}). Es virtual y gratuita. Regístrate aquí: ${url}`,
} as const;

/** The developers' panel, shown only on local and sandbox hosts (spec §6). */
export const REGISTRATION_SETTINGS = {
  title: 'Configuración del webhook (solo en desarrollo)',
  note: 'Este panel solo aparece en localhost, 127.0.0.1, StackBlitz y CodeSandbox. La URL se guarda en este navegador.',
  currentLabel: 'Destino actual de los registros:',
  sources: {
    saved: 'guardado en este navegador',
    default: 'valor por defecto del build',
    simulated: 'simulado (no se envía nada)',
  },
  inputLabel: 'URL del webhook',
  inputPlaceholder: 'https://…',
  save: 'Guardar URL',
  clear: 'Borrar URL guardada',
  saved: 'URL guardada.',
  cleared: 'URL guardada borrada.',
  invalid: 'Ingresa una URL https:// válida (http:// solo para localhost o 127.0.0.1).',
  storageUnavailable: 'El almacenamiento local no está disponible en este navegador.',
} as const;
