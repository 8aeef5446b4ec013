export const VIDEO = {
  playLabel: 'Reproducir video',
  /**
   * Under a recording: the way to it where the player cannot start (scripts blocked or not loaded, an
   * in-app browser that refuses embedded players).
   */
  watchOnYoutube: { before: '¿No se reproduce?', label: 'Míralo en YouTube' },
} as const;
