import { CGP, PROTECTION, SUSPENSION, type IconCard } from '@/content/home';
import { SITE } from '@/content/site';
import { TESTIMONIALS_SECTION } from '@/content/testimonials';

/** /nuevavida, the motivational page (spec §2 "/nuevavida"). Its header hides the navigation. */
export const NUEVAVIDA_SEO = {
  title: 'Una nueva vida financiera es posible',
  description:
    'La ley de insolvencia te permite detener los cobros, negociar tus deudas y empezar de nuevo. Escríbenos por WhatsApp y sigamos hablando de tus finanzas.',
} as const;

/** The message WhatsApp opens with, prefilled (spec §2: about continuing to talk about finances). */
export const NUEVAVIDA_WHATSAPP_MESSAGE =
  'Hola, vengo de la página Nueva Vida y quiero seguir hablando sobre mis finanzas y cómo salir de mis deudas.';

export const NUEVAVIDA_HERO = {
  eyebrow: 'Nueva vida financiera',
  title: 'Tus deudas no definen tu futuro',
  /** No figure here: the claims below give them with their sources ('Miles de colombianos' had none: copy review 28). */
  lead: 'La ley de insolvencia puede darte una salida legal a tus deudas. Cuéntanos tu situación y te decimos, sin costo y sin compromiso, si puedes acogerte.',
  whatsapp: 'Hablemos por WhatsApp',
  /** What is done with what a visitor writes in the chat, said where they start it (Ley 1581, art. 12: copy review 43). */
  note: {
    text: `Respondemos ${SITE.contact.whatsappHours}. Tu conversación es confidencial: tratamos tus datos según nuestra `,
    policy: 'Política de Tratamiento de Datos',
  },
} as const;

export const NUEVAVIDA_VIDEOS = {
  eyebrow: 'Mira y conoce',
  title: TESTIMONIALS_SECTION.nuevavida.videosTitle,
  lead: TESTIMONIALS_SECTION.nuevavida.videosLead,
  items: [
    /** `title` is the video's name, which its poster shows; `caption`, under it, says what it holds (blind reviews 19 and 20). */
    {
      id: 'process',
      videoId: SITE.youtube.lawVideoId,
      title: 'Cómo funciona la ley de insolvencia',
      caption: 'Qué es, quién puede acogerse y cómo empieza el trámite, en pocos minutos.',
      poster: 'law',
    },
    {
      id: 'testimony',
      videoId: SITE.youtube.testimonialVideoId,
      title: TESTIMONIALS_SECTION.nuevavida.videoTitle,
      caption: TESTIMONIALS_SECTION.nuevavida.videoCaption,
      poster: 'testimonial',
    },
  ],
} as const;

export const NUEVAVIDA_BENEFITS = {
  eyebrow: 'Lo que puedes lograr',
  /** Not 'y real': what it gives depends on the creditors and the judge (copy review 37). */
  title: 'Una salida legal a tus deudas',
  items: [
    {
      icon: 'ban',
      title: 'Suspender los procesos de cobro',
      ...SUSPENSION,
    },
    {
      icon: 'handshake',
      title: 'Negociar con todos a la vez',
      text: 'Busca un solo acuerdo con todos tus acreedores, con cuotas que puedas pagar.',
      source: CGP('arts. 531 y 553'),
    },
    {
      icon: 'lock',
      title: 'Proteger lo que es tuyo',
      ...PROTECTION,
    },
    { icon: 'heart', title: 'Recuperar la tranquilidad', text: 'Conoce tus opciones y vuelve a pensar en tu familia y en tus proyectos.' },
    /** Not a blanket promise: the second chance holds even when the assets do not cover the debts (copy review 44). */
    { icon: 'sunrise', title: 'Empezar de nuevo', text: 'Una segunda oportunidad financiera, respaldada por la ley, aunque tus bienes no alcancen para pagarlo todo.' },
  ] satisfies IconCard[],
} as const;

export const NUEVAVIDA_TESTIMONIALS_SECTION = {
  title: TESTIMONIALS_SECTION.nuevavida.title,
  lead: TESTIMONIALS_SECTION.nuevavida.lead,
} as const;

export const NUEVAVIDA_FINAL_CTA = {
  title: 'Tu nueva vida puede empezar hoy',
  lead: 'Escríbenos: un asesor revisará tu caso y te dirá qué opciones tienes.',
  /** Says where it leads, as the hero's button (copy review 21). */
  whatsapp: 'Escríbenos por WhatsApp',
  booking: 'Prefiero agendar una cita',
} as const;

/** The footer's custom links (spec §2: the firm's main site and the regulator). */
export const NUEVAVIDA_FOOTER = {
  heading: 'Enlaces de interés',
  links: [
    { label: 'Sitio web de la firma', href: SITE.mainSiteUrl },
    // Named with what a visitor goes there for: the consumer-protection authority.
    { label: `${SITE.regulator.name} (protección al consumidor y de datos personales)`, href: SITE.regulator.href },
  ],
} as const;
