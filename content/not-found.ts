/** The 404 page (spec §2 "404 page"). */
export const NOT_FOUND = {
  title: 'Página no encontrada',
  text: 'La página que está buscando no existe o ha sido movida.',
  homeLink: { label: 'Volver al inicio', href: '/' },
  code: '404',
  /** Logged to the console with the unknown path (spec §2). */
  consoleMessage: '404: se intentó abrir una ruta que no existe:',
} as const;
