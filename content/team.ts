import { SITE, type ClaimKey } from '@/content/site';

/** A portrait in public/ (for example '/equipo/director.webp', square, about 480×480: the card shows it square). */
export interface Portrait {
  src: string;
  width: number;
  height: number;
}

export interface TeamMember {
  name: string;
  role: string;
  text: string;
  /** Until there is a photo the card shows the person's initials. */
  photo?: Portrait;
  /**
   * A lawyer's professional card number (tarjeta profesional, issued by the Consejo Superior de la
   * Judicatura), e.g. '123.456'; shown on the card once filled.
   */
  professionalCard?: string;
  /** An invented person: a production build refuses to run while any member is one. */
  placeholder?: boolean;
}

/** The main page's team section (#team, spec §1 and §2). */
export const TEAM = {
  eyebrow: 'Equipo',
  title: '¿Quiénes te acompañan?',
  /**
   * The partner's legal team named here too: phones show no profiles (blind reviews 27); its name is
   * not broken across lines ('IF / Asociados': blind review 40).
   */
  lead: `Abogados y asesores que llevan cada caso de principio a fin, con el equipo legal de ${SITE.partnerName.replaceAll(' ', '\u00a0')}, nuestra firma aliada.`,
  /**
   * PLACEHOLDER: names, roles, texts and photos of the firm's real people, with their consent. Each
   * example carries `placeholder: true`; a real person has none.
   */
  members: [
    {
      name: 'Santiago Restrepo',
      role: 'Director de la firma',
      text: 'Abogado dedicado a la insolvencia y la reorganización de deudas de personas naturales y comerciantes. Dirige cada jornada.',
      placeholder: true,
    },
    {
      name: 'Laura Medina',
      role: 'Coordinadora del equipo legal',
      text: `Lidera al equipo de abogados de ${SITE.partnerName}, la firma aliada que analiza cada caso y acompaña la negociación.`,
      placeholder: true,
    },
    {
      name: 'Camila Ortiz',
      role: 'Coordinadora de atención',
      text: 'Te orienta antes y después de la jornada y te ayuda a reunir los documentos de tu caso.',
      placeholder: true,
    },
  ] satisfies TeamMember[],
  /** Under the profiles while any is still an example (`placeholder: true`). */
  examplesNote: 'Perfiles de ejemplo: la firma publicará aquí a su equipo real.',
  /** The claims shown under the team (figures and their basis come from CLAIMS in site.ts). */
  claims: [
    { claim: 'rank', label: 'en Colombia' },
    /** Reads 'Certificada firma de asesoría en insolvencia': if the certificate is of something else (ISO 9001 certifies quality management), say that here, e.g. 'en gestión de calidad' (Ley 1480 de 2011, art. 30: copy review 27). */
    { claim: 'certified', label: 'firma de asesoría en insolvencia' },
    { claim: 'clientsServed', label: 'clientes atendidos' },
    { claim: 'directorYears', label: 'años de experiencia del director' },
  ] satisfies { claim: ClaimKey; label: string }[],
  /**
   * Under a lawyer's role, once `professionalCard` is filled. The number alone: a lawyer's card is the
   * Consejo Superior de la Judicatura's, whose register anyone can search by it, and the council's
   * name written out (copy review 28) cost / the bytes of its first round trip with real data. 'De
   * abogado' says why a coordinator has none (copy review 43).
   */
  professionalCard: (number: string) => `Tarjeta profesional de abogado n.º\u00a0${number}`,
} as const;
