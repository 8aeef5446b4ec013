export const VIDEO = {
  playLabel: 'Reproducir video',
} as const;
