import { contrastRatio } from '@/lib/contrast';
import { theme } from '@/lib/theme';

const { colors } = theme;

// Every text/background pair the components use (DESIGN.md: 4.5:1 for text, 3:1 for UI borders).
const TEXT_PAIRS: Array<[string, string, string]> = [
  ['body text on white', colors.text, colors.background],
  ['body text on surface', colors.text, colors.surface],
  ['muted text on white', colors.textMuted, colors.background],
  ['a field placeholder on white', colors.placeholder, colors.background],
  ['muted text on surface', colors.textMuted, colors.surface],
  ['navy headings on white', colors.navy, colors.background],
  ['navy headings on surface', colors.navy, colors.surface],
  ['navy initials on their tint (team monograms)', colors.navy, colors.navyTint],
  ['call to action', colors.onAccent, colors.accent],
  ['call to action, hover', colors.onAccent, colors.accentHover],
  ['white on navy', colors.textOnDark, colors.navy],
  ['muted on navy', colors.textOnDarkMuted, colors.navy],
  ['muted on navy cards', colors.textOnDarkMuted, colors.navySoft],
  ['white on navy cards', colors.textOnDark, colors.navySoft],
  ['accent figures on navy', colors.accent, colors.navy],
  ['accent figures on navy cards', colors.accent, colors.navySoft],
  ['footer text', colors.textOnDarkMuted, colors.navyDark],
  ['error on white', colors.error, colors.background],
  ['an error on its tint (the summary)', colors.error, colors.errorSurface],
  ['typed text in an invalid field', colors.text, colors.errorSurface],
  ['a placeholder in an invalid field (blind review 36: 4.35:1)', colors.placeholder, colors.errorSurface],
  ['white on the error mark', colors.background, colors.error],
  ['success on white', colors.success, colors.background],
];

describe('theme contrast (WCAG 2.2 AA)', () => {
  it.each(TEXT_PAIRS)('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps focus rings, input borders and marks at 3:1', () => {
    expect(contrastRatio(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.focusOnDark, colors.navyDark)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.border, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.accent, colors.navy)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.liveDot, colors.navy)).toBeGreaterThanOrEqual(3);
    // The stars: a graphic with its text alternative, always on a white card.
    expect(contrastRatio(colors.star, colors.background)).toBeGreaterThanOrEqual(3);
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });
});
