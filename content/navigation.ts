export interface NavLink {
  label: string;
  href: string;
  /** Its label after the last jornada, when it leads somewhere else in kind (the waiting list). */
  endedLabel?: string;
}

export const HEADER_NAV = {
  homeLabel: 'Ir al inicio',
  navLabel: 'Navegación principal',
  jornadasLabel: 'Jornadas',
  /** A jornada's status in the Jornadas dropdown, from its dates (lib/jornada-menu.ts). */
  jornadaStatus: {
    upcoming: 'Próximamente',
    live: 'En vivo ahora',
    recap: 'Ver resultados',
    recording: 'Ver la grabación',
    ended: 'Finalizada',
  },
  links: [
    { label: 'Beneficios', href: '/#benefits' },
    { label: 'Ley 2445', href: '/#about' },
    { label: 'Equipo', href: '/#team' },
  ] satisfies NavLink[],
  cta: { label: 'Registrarse', href: '/#register' } satisfies NavLink,
  /** The call to action while the session is on. */
  liveCta: { label: 'En vivo ahora', href: '/envivo/' } satisfies NavLink,
  /** The same call to action after the last announced session: its waiting list. */
  waitlistLabel: 'Próxima jornada',
} as const;

/** The main page's anchors, in page order (spec §2, "Shared footer"). */
export const FOOTER_ANCHORS: NavLink[] = [
  { label: 'Inicio', href: '/#hero' },
  { label: 'Beneficios', href: '/#benefits' },
  { label: 'Ley 2445', href: '/#about' },
  { label: 'Equipo', href: '/#team' },
  { label: 'Registro', href: '/#register', endedLabel: HEADER_NAV.waitlistLabel },
  { label: 'Agendar cita', href: '/#schedule' },
];
