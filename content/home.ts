import { CLAIMS, SITE } from '@/content/site';
import { JORNADA_SERIES } from '@/content/jornadas';
import { TESTIMONIALS_SECTION } from '@/content/testimonials';
import { ALL_JORNADAS, jornadaDates, recapJornadas, recapPath, type JornadaPhase } from '@/lib/jornadas';
import { formatNumber } from '@/lib/numbers';

/** The first jornada: the site's track record (spec §2: the hero's banner points to its recap). */
const FIRST = ALL_JORNADAS[0] as (typeof ALL_JORNADAS)[number];
/** The latest jornada with a recap: its results and testimonials on / (the first until another has one). */
const RECAPPED = recapJornadas().at(-1) ?? FIRST;

/** Icon keys name lucide icons in the site's sprite (components/ui/icon-sprite.ts). */
export type IconName =
  | 'ban'
  | 'handshake'
  | 'sunrise'
  | 'lock'
  | 'calendar-clock'
  | 'scale'
  | 'briefcase'
  | 'user'
  | 'calendar'
  | 'clock'
  | 'video'
  | 'circle-check'
  | 'users'
  | 'heart'
  | 'award'
  | 'book-open'
  | 'circle-help'
  | 'message-circle'
  | 'calendar-plus'
  | 'volume';

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
  /** Where the law says it, for a statement about the law (LEGAL_REVIEW); not shown on the card. */
  source?: string;
}

/** The articles cited below, as the Código General del Proceso (Ley 1564 de 2012) stands amended. */
export const CGP = (articles: string) => `Código General del Proceso, ${articles}, modificado por la Ley 2445 de 2025`;

/**
 * The suspension, as the benefit cards of / and /nuevavida give it: 'en tu contra', and the FAQ names
 * the processes, the new ones barred and the co-signers, who may still be pursued (the cards said it all
 * again: blind reviews 29 and 30, both reviewers each time).
 */
export const SUSPENSION = {
  /** 'judiciales y coactivos' (the FAQ's list, CGP art. 545): not a collection agency's calls (copy review 37). */
  text: 'Al aceptarse tu solicitud, se suspenden los procesos de cobro judiciales y coactivos en tu contra y los descuentos por libranza.',
  source: CGP('art. 545'),
} as const;


/**
 * What the law protects, as the benefit cards of / and /nuevavida give it and the FAQ begins its answer
 * (a vague 'Conoce qué bienes protege la ley': copy review 27). 'Por lo general': an agreement may hand
 * assets over to the creditors (copy review 28); 'y lo cumples': a breach ends in liquidation (review 30).
 */
const PROTECTED = 'Si se aprueba el acuerdo y lo cumples, por lo general conservas tus bienes';
export const PROTECTION = {
  text: `${PROTECTED}.`,
  source: CGP('arts. 553 y 594'),
} as const;

/**
 * The statements about the law (each with its `source`: the benefits, the reform and the FAQ here,
 * the benefits of /nuevavida) were written from public summaries of Ley 2445 de 2025 (the press and
 * law firms' notes that agree with each other), not checked against its official text. PLACEHOLDER
 * until a lawyer of the firm has: `reviewedBy` then names them, with their tarjeta profesional and
 * the date, and a production build stops listing it (lib/placeholders.ts, README "Antes de publicar").
 */
export const LEGAL_REVIEW: { reviewedBy: string | null } = { reviewedBy: null };

export const HERO = {
  bannerText: `Más de ${formatNumber(CLAIMS.firstSessionAttendees)} personas se conectaron a la ${FIRST.name}.`,
  /**
   * In its place while the firm has not backed that figure (a draft: CLAIM_BASIS): an unsourced figure shows only
   * in the results' tiles, marked there (a dashed underline and a dashed box elsewhere went unexplained: blind
   * design reviews 44 and 45). The registration's figure (REGISTER.proof) follows the same rule.
   */
  bannerPending: `¿Cómo fue la ${FIRST.name}?`,
  bannerLink: { label: 'Ver resultados', href: recapPath(FIRST) },
  /**
   * 'La reforma': Ley 2445 de 2025 reforms the insolvency rules of the CGP, as the rest of the site says (copy review 28).
   * What the jornada gives, not an outcome the law does not promise (was 'Recupera tu tranquilidad financiera…': copy reviews 42 and 43).
   */
  title: 'Conoce cómo la reforma de insolvencia puede ayudarte con tus deudas',
  /** Whom it is for: the 'Para quién es' strip under it (a line less on a phone: issue 24). */
  lead: 'Asesoría virtual y gratuita sobre la Ley 2445 de 2025: conoce tus derechos y cómo negociar tus deudas de forma legal.',
  primaryCta: { label: 'Registrarse Ahora', href: '#register' },
  secondaryCta: { label: 'Conocer Más', href: '#benefits' },
  /** Each jornada's texts take its name and its long date ('30 de septiembre de 2025'). */
  /** A colon, so a phone's line break after the name reads as a label and its value. */
  badge: (name: string, longDate: string) => `${name}: ${longDate}`,
  videoTitle: (name: string) => `Video de invitación a la ${name}`,
  /** While the session is on: joining the broadcast is the one action; the hero shows it live. */
  live: {
    note: (name: string) => `La ${name} está en vivo`,
    /** An action, not a status (blind review 7); the header keeps the short 'En vivo ahora'. */
    primaryCta: { label: 'Ver la transmisión en vivo', href: '/envivo/' },
    /** In the media column, where the invitation was: the way into the broadcast. */
    panel: {
      badge: 'En vivo',
      /** A cue that the panel leads in, drawn as text, not a third button (blind reviews 39 to 41). */
      cue: 'Ver en vivo ›',
      /** Under the jornada's name, as the invitation's poster has its hours. */
      when: (timeRange: string) => `Hoy · ${timeRange} (${JORNADA_SERIES.timeZoneLabel})`,
    },
  },
  /** After the last announced session, until the next one is in content/jornadas.ts. */
  ended: {
    badge: (name: string, longDate: string) => `${name}, realizada el\u00a0${longDate}`,
    /** Under the waiting list's button; the badge above gives the jornada and its date. */
    note: 'Aún no hay fecha para la próxima jornada: te avisaremos apenas la tengamos.',
    /** The one action: the waiting list; the rest are secondary links. */
    waitlistCta: { label: 'Avisarme de la próxima jornada', href: '#register' },
    /** Over the secondary links, in a box under the recording. */
    nextStepsTitle: '¿No quieres esperar a la próxima jornada?',
    bookingCta: { label: 'Agendar una cita', href: SITE.bookingUrl },
    whatsappCta: { label: 'Escribir por WhatsApp' },
    videoTitle: (name: string, longDate: string) => `Grabación de la ${name} (${longDate})`,
  },
  forWhom: {
    title: 'Para quién es',
    items: [
      /** Independents too: a contractor or a liberal profession is no merchant (copy reviews 29 and 30). */
      { icon: 'user', title: 'Personas naturales', text: 'Si eres empleado, independiente, pensionado o estás sin trabajo, y ya no alcanzas a pagar tus deudas a tiempo.' },
      /**
       * A merchant as a natural person: a company goes to Ley 1116 de 2006, not here (copy review 25). For the
       * lawyer's review (LEGAL_REVIEW): whether a small merchant must show a matrícula mercantil to prove it (copy
       * review 32 said so; public summaries say art. 19 C. Co. duties are not required, only proving the status).
       */
      { icon: 'briefcase', title: 'Pequeños comerciantes', text: 'Si tienes un negocio a tu nombre y tus bienes valen menos de 1.000 salarios mínimos mensuales, sin contar tu vivienda familiar ni tu vehículo de trabajo.' },
    ] satisfies IconCard[],
  },
  dateLabel: 'Fecha',
  timeLabel: 'Hora',
} as const;

export const BENEFITS = {
  eyebrow: 'Beneficios',
  /** The spec's six (§1; 'información sobre plazos' became what makes the agreement work: blind review 17); four are what the law does, two what the firm does with it (copy review 7). */
  title: 'Lo que la ley hace por ti y cómo te ayudamos',
  items: [
    {
      icon: 'ban',
      /** The processes, not the calls (copy review 27). */
      title: 'Suspensión de los procesos de cobro',
      ...SUSPENSION,
    },
    {
      icon: 'handshake',
      title: 'Negociación de deudas',
      /** Notaries hold the negotiation too (art. 533; copy review 43). */
      text: 'Ante un conciliador o un notario, les propones a tus acreedores un plan de pagos acorde con tus ingresos.',
      source: CGP('arts. 531 y 550 a 553'),
    },
    {
      icon: 'circle-help',
      title: 'Acompañamiento en cada paso',
      text: 'Resolvemos tus dudas en cada jornada y, si lo necesitas, en una cita individual.',
    },
    {
      /** Not 'sunrise': its drawing cost / 65 bytes gzip of the first round trip; the check is already on the page. */
      icon: 'circle-check',
      title: 'Segunda oportunidad financiera',
      /**
       * What the second chance is in law: the discharge after a liquidation, named as the law names it and glossed
       * (a bare 'liquidación' reads as a job's final settlement: copy review 44).
       */
      text: `Si tu proceso termina en liquidación patrimonial (el juez reparte tus bienes entre tus acreedores), por regla general lo que quede sin pagar ya no se te puede cobrar judicialmente.`,
      source: CGP('art. 571'),
    },
    {
      icon: 'lock',
      title: 'Protección de bienes',
      ...PROTECTION,
    },
    {
      /** What makes the negotiation work, in place of a vague 'Información sobre plazos' (blind review 17). */
      icon: 'scale',
      title: 'Un acuerdo que obliga a todos',
      /**
       * 'Basta con…' left out the law's other conditions (art. 553: copy review 38); one subject throughout (copy review 41);
       * the majority counts the capital owed, not the interest (art. 553; copy review 43).
       */
      text: 'Si lo aprueban dos o más acreedores que tienen más de la mitad del capital que debes, y el acuerdo cumple la ley, obliga también a los demás.',
      source: CGP('arts. 553 y 554'),
    },
  ] satisfies IconCard[],
} as const;

export const REFORM = {
  eyebrow: 'Ley 2445 de 2025',
  /** No lead: the eyebrow names the law and the cards say what changes (its bytes went to the libranza, blind review 20). */
  title: '¿Qué cambia con la reforma a la ley de insolvencia?',
  items: [
    {
      icon: 'clock',
      title: 'Trámite más ágil y virtual',
      text: 'Audiencias virtuales desde cualquier lugar del país o desde el exterior.',
      source: CGP('arts. 533 y 544'),
    },
    {
      icon: 'briefcase',
      title: 'También pequeños comerciantes',
      /** What changed; the hero's 'Para quién es' gives the threshold (it said it twice: issue 24). */
      text: 'Antes, este trámite era solo para personas naturales no comerciantes.',
      source: CGP('art. 532'),
    },
    {
      icon: 'calendar-clock',
      /**
       * The 90 days did not change; the share of overdue debt did (blind reviews 16 and 17). What changed,
       * not the whole rule: the FAQ gives that (the card repeated it word for word: blind reviews 29, 30). 'Ahora'
       * once, in the title; '(antes, …)' makes the contrast (copy review 32). The two creditors, in few words:
       * without them one large debt read as enough (copy reviews 30 and 39). 'Días sin pagar', not 'de mora',
       * and 'todo lo que debes': plainer for the reader (copy review 40).
       */
      title: 'Ahora es más fácil acogerte a la ley',
      text: 'Las deudas que llevas más de 90 días sin pagar, con dos o más acreedores, deben sumar al menos el 30\u00a0% de todo lo que debes (antes, el 50\u00a0%).',
      source: CGP('art. 538'),
    },
  ] satisfies IconCard[],
  /** The law's title in the CGP under the cards (each card's article is in its \`source\`, for the lawyer's review). */
  note: `Fuente: ${CGP('arts. 531 a 576')}. Es información general: no reemplaza la asesoría sobre tu caso.`,
} as const;

export const REGISTER = {
  eyebrow: 'Registro',
  title: 'Regístrate gratis',
  /** Under the title where the facts leave it out (phones, tablets): when it is, in two parts that wrap whole (blind reviews 19 to 21). No lead: the facts say it is virtual and free (blind reviews 27). */
  when: (dayAndDate: string, timeRange: string) => [`${dayAndDate},`, `${timeRange} (${JORNADA_SERIES.timeZoneLabel})`] as const,
  details: {
    dateLabel: 'Fecha',
    timeLabel: 'Hora',
    modeLabel: 'Modalidad',
    modeValue: JORNADA_SERIES.mode,
    costLabel: 'Costo',
    costValue: 'Completamente gratis',
    costNote: 'No tiene ningún costo, cupos limitados',
  },
  /**
   * Under the facts in every phase (the waiting list's too): about the jornadas, not one date; and who
   * runs them, beside the form that asks for one's data (the name read as a public body's: blind reviews 31–35).
   */
  audienceNote: `Las jornadas son para ti si tienes deudas que ya no alcanzas a pagar a tiempo. Las organiza ${SITE.firmName}, una firma privada de asesoría, no una entidad del Estado.`,
  formHeading: 'Formulario de registro',
  /**
   * Under the facts (beside the form on wide screens, under it on phones): who came to the first jornada,
   * its figure in large (DESIGN.md: trust signals close to the form; the column stood empty beside it:
   * blind review 37; on phones only the hero's banner said it, three screens up: blind review 42).
   */
  proof: { label: `personas se conectaron a la ${FIRST.name}.`, link: HERO.bannerLink },
  /** While the session is on: the broadcast first; registering still sends the link. */
  live: {
    /** Not 'Registro' (it read as needed to watch: blind review 14) nor 'Próximas jornadas' over 'en vivo' (review 15). */
    eyebrow: 'En vivo ahora',
    title: 'La jornada está en vivo',
    /** What registering gives once it has started (a vague 'te contactaremos' alarmed people who get collection calls: review 10). */
    lead: 'Entra ahora a la transmisión: no necesitas registrarte. Si te registras, te avisaremos de las próximas jornadas.',
    cta: { label: 'Ver la transmisión en vivo', href: '/envivo/' },
  },
  /** After the session: the same form fills the waiting list for the next jornada. */
  waitlist: {
    eyebrow: 'Avisos',
    title: 'Entérate de la próxima jornada',
    lead: (name: string, longDate: string) => `La ${name} ya se realizó (${longDate}). Déjanos tus datos y te avisaremos la fecha de la próxima jornada.`,
    modeValue: 'Virtual',
    costNote: 'No tiene ningún costo',
    formHeading: 'Formulario de aviso de la próxima jornada',
  },
} as const;

export const RESULTS = {
  /** Its date over the title that names it (a lead that said what every jornada does went for the libranza's bytes). */
  eyebrow: jornadaDates(RECAPPED).longDate,
  title: `Resultados de la ${RECAPPED.name}`,
  /** The jornada's own figures (content/jornadas.ts), as its recap page shows them. */
  stats: RECAPPED.recap?.stats ?? [],
  /** The recap page holds the full recording first (spec §2 "/primera-jornada"). */
  link: { label: 'Ver la grabación y los resultados', href: recapPath(RECAPPED) },
} as const;

export const FAQ = {
  eyebrow: 'Preguntas frecuentes',
  title: 'Resolvemos tus dudas',
  /** Under the questions, in every phase: a person to ask (the firm's WhatsApp, content/site.ts). */
  more: { lead: '¿Tienes otra pregunta?', label: 'Escríbenos por WhatsApp' },
  /** An item with `phases` shows only in those phases of the jornadas (lib/page-phase.ts). */
  items: [
    {
      question: '¿La jornada tiene algún costo?',
      /**
       * What the legal process costs, and where it is free (CGP art. 536; blind reviews 15 and 18): the
       * negotiation; a liquidation has costs, the liquidator's fees first (art. 564; copy review 40).
       */
      answer:
        'No. Las jornadas son gratuitas y registrarte no te compromete a nada. Si después inicias el trámite de insolvencia, la negociación de deudas es gratuita en los centros de conciliación de consultorios jurídicos y entidades públicas; en notarías y centros privados tiene una tarifa regulada. Si el caso llega a liquidación patrimonial, hay gastos, como los honorarios del liquidador. Si decides contratar a la firma, te explicamos antes y por escrito nuestros honorarios.',
      source: CGP('arts. 536 y 564'),
    },
    {
      question: '¿Cómo me conecto a la jornada?',
      answer:
        `Es virtual: te enviaremos el enlace ${SITE.linkDelivery}, y también podrás verla en nuestra página de transmisión.`,
      /** Before a jornada only: while it is on, every way in leads to the broadcast (blind review 17), and after it none is announced (review 11). */
      phases: ['upcoming'],
    },
    {
      question: '¿Quién puede acogerse a la ley de insolvencia?',
      answer:
        /**
         * The whole rule (the cessation of payments, art. 538); the reform card says what changed in it (a card
         * without the two creditors read as another rule: copy review 27).
         */
        'Las personas naturales no comerciantes y, con la reforma, también los pequeños comerciantes. Puedes pedir la negociación si llevas más de 90 días sin pagar dos o más deudas a dos o más acreedores, o si tienes dos o más procesos ejecutivos o de cobro coactivo en tu contra, siempre que esas deudas o procesos sumen al menos el 30\u00a0% de lo que debes.',
      source: CGP('arts. 532 y 538'),
    },
    {
      question: '¿Voy a perder mi casa o mi vehículo?',
      /**
       * Which home is protected, and what a mortgage or a pledge means (copy review 29): a property
       * 'afectado a vivienda familiar' cannot be seized (Ley 258 de 1996, art. 7), and the agreement
       * says how each debt is paid (art. 553), the secured ones too; the vehicle the question names too (review 31).
       * In a liquidation the rest may be sold to pay, which answers for a vehicle as well; 'afectado a
       * vivienda familiar' named as the certificate records it, not as jargon of ours (copy review 41).
       */
      answer:
        `No necesariamente. ${PROTECTED}. Si el proceso termina en liquidación patrimonial, tus bienes pueden venderse o entregarse a tus acreedores para pagar, salvo los que la ley protege, como la casa de tu familia si su certificado de tradición y libertad registra la «afectación a vivienda familiar». Si tu casa o tu vehículo tienen hipoteca o prenda, ese acreedor conserva su garantía y el acuerdo debe decir cómo le pagas.`,
      source: CGP('arts. 553, 565 y 594'),
    },
    {
      /** Not 'y los embargos': the answer does not say what becomes of them, which depends on each case (copy review 22). */
      question: '¿Qué pasa con los cobros durante el proceso?',
      answer:
        'Cuando el conciliador o el notario acepta tu solicitud, se suspenden los procesos en tu contra (ejecutivos, de cobro coactivo y de restitución por no pagar el arriendo o el leasing) y no pueden iniciarse otros mientras negocias. También se suspenden los descuentos por libranza de tu salario o pensión (las cuotas alimentarias se siguen pagando). A\u00a0tus codeudores y fiadores sí pueden seguir cobrándoles.',
      source: CGP('arts. 545 y 547'),
    },
    {
      /** What the benefits do not say (blind review 14; the form itself says what it asks). */
      question: '¿Qué consecuencias tiene el proceso?',
      /** Its three points a paragraph each (one sentence of 80 words was hard to follow: copy review 43). */
      answer: [
        'El trámite queda reportado en las centrales de riesgo.',
        'Mientras negocias, no puedes vender tus bienes ni darlos en garantía, ni pagar por fuera del trámite las deudas que incluiste en él. Sí debes seguir pagando tus gastos del día a día (servicios, arriendo) y las cuotas alimentarias.',
        'Si tus acreedores no aprueban un acuerdo, o lo incumples y no logras modificarlo, se liquidan tus bienes. Por regla general, lo que quede sin pagar ya no se te puede cobrar judicialmente.',
      ],
      /** The outcome of a liquidation too (art. 571: the unpaid balances become natural obligations; copy reviews 22 and 23). */
      source: CGP('arts. 545, 560, 571 y 573'),
    },
  ] satisfies { question: string; answer: string | string[]; source?: string; phases?: JornadaPhase[] }[],
} as const;

/** The booking card: its title is the section's heading (blind reviews 29). */
export const SCHEDULE = {
  title: '¿Prefieres una asesoría individual?',
  /** What the firm's own help costs is said before anything is signed (copy reviews 19 and 20; Ley 1480 de 2011, art. 23). */
  text: 'Nuestro equipo legal revisará tu caso y, antes de que contrates, te explicará por escrito nuestros honorarios.',
  href: SITE.bookingUrl,
  cta: 'Agendar una cita',
} as const;

/** One testimonial of the latest jornada with a recap on /; its recap page holds the others. */
export const HOME_TESTIMONIALS = RECAPPED.recap
  ? {
      testimonials: RECAPPED.recap.testimonials,
      lead: TESTIMONIALS_SECTION.lead(RECAPPED.name),
      featured: { label: TESTIMONIALS_SECTION.more, href: `${recapPath(RECAPPED)}#testimonials` },
    }
  : null;
