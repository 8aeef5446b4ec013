/** '3.000', '18.000' — es-CO groups thousands with a point (DESIGN.md). */
export function formatNumber(value: number): string {
  // es-CO in ICU does not group four-digit numbers; the design asks for '3.000' as well.
  return new Intl.NumberFormat('es-CO', { useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);
}
