/**
 * The router error screens (app/error.tsx, app/global-error.tsx). The heading is the spec's own
 * string (§2, §8), kept in English as written there.
 */
export const APPLICATION_ERROR = {
  title: 'Unexpected Application Error!',
  /** A render failure in the browser has no HTTP status of its own. */
  defaultStatus: 500,
  defaultStatusText: 'Error interno',
  unknownMessage: 'Ocurrió un error inesperado.',
  lead: 'Algo salió mal al mostrar esta página. Puedes intentarlo de nuevo o volver al inicio.',
  retry: 'Intentar de nuevo',
  homeLink: { label: 'Volver al inicio', href: '/' },
  stackHeading: 'Detalle técnico (solo en desarrollo)',
  documentTitle: 'Error inesperado',
} as const;
