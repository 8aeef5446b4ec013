import { EVENT, FIRST_EVENT } from '@/content/event';
import { formatShortDate } from '@/lib/dates';

export interface NavLink {
  label: string;
  href: string;
}

export interface JornadaLink extends NavLink {
  date: string;
  status: string;
}

export const HEADER_NAV = {
  homeLabel: 'Ir al inicio',
  navLabel: 'Navegación principal',
  jornadasLabel: 'Jornadas',
  jornadas: [
    { label: EVENT.ordinal, href: '/#register', date: formatShortDate(EVENT.start), status: 'Próximamente' },
    { label: FIRST_EVENT.ordinal, href: '/primera-jornada/', date: formatShortDate(FIRST_EVENT.start), status: 'Ver resultados' },
  ] satisfies JornadaLink[],
  links: [
    { label: 'Beneficios', href: '/#benefits' },
    { label: 'Ley 2445', href: '/#about' },
    { label: 'Equipo', href: '/#team' },
  ] satisfies NavLink[],
  cta: { label: 'Registrarse', href: '/#register' } satisfies NavLink,
} as const;

/** The main page's anchors, in page order (spec §2, "Shared footer"). */
export const FOOTER_ANCHORS: NavLink[] = [
  { label: 'Inicio', href: '/#hero' },
  { label: 'Beneficios', href: '/#benefits' },
  { label: 'Ley 2445', href: '/#about' },
  { label: 'Equipo', href: '/#team' },
  { label: 'Registro', href: '/#register' },
  { label: 'Agendar cita', href: '/#schedule' },
];
