/** The 404 page (spec §2 "404 page"). */
export const NOT_FOUND = {
  title: 'Página no encontrada',
  text: 'La página que está buscando no existe o ha sido movida.',
  homeLink: { label: 'Volver al inicio', href: '/' },
  /** Beside it, what the visitor most likely came for, as the jornadas' phase has it. */
  phaseLinks: {
    upcoming: { label: 'Registrarse', href: '/#register' },
    live: { label: 'Ver la transmisión en vivo', href: '/envivo/' },
    ended: { label: 'Ver la grabación', href: '/envivo/' },
  },
  code: '404',
  /** Logged to the console with the unknown path (spec §2). */
  consoleMessage: '404: se intentó abrir una ruta que no existe:',
} as const;
