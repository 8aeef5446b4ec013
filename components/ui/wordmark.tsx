import { BRAND, SITE, type LogoFile } from '@/content/site';
import { theme } from '@/lib/theme';

/** Rough advance widths of a bold sans, in ems: enough to size the box; textLength does the rest. */
function estimateWidth(text: string, fontSize: number, letterSpacing = 0): number {
  const ems = [...text].reduce((sum, char) => {
    if (/[ ilIjtfr.,'’]/.test(char)) return sum + 0.32;
    if (/[A-ZÁÉÍÓÚÑMWmw]/.test(char)) return sum + 0.7;
    return sum + 0.58;
  }, 0);
  return Math.ceil(ems * fontSize + letterSpacing * Math.max(0, text.length - 1));
}

const initials = (words: readonly string[]) =>
  words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-CO'))
    .join('');

const HEIGHT = 44;
const TEXT_X = 56;
const PRIMARY_SIZE = 22;
const SECONDARY_SIZE = 12.5;
const SECONDARY_SPACING = 2.5;

/**
 * The name takes the colour of the text around it (navy in the header's link, white in the footer),
 * the second line a little fainter: where the system chooses the colours (forced colours), it
 * follows them, as an SVG's fixed fills would not (navy on black).
 */
const TONES = {
  light: { mark: theme.colors.navy, initials: theme.colors.textOnDark, bar: theme.colors.accent },
  dark: { mark: theme.colors.accent, initials: theme.colors.navy, bar: theme.colors.navy },
} as const;

interface WordmarkProps {
  /** 'dark' on navy backgrounds (the footer). */
  tone?: keyof typeof TONES;
  /** Rendered height in px; the width follows. */
  height?: number;
  /** The accessible name; without it the mark is decorative (the link around it is named). */
  label?: string;
}

function LogoImage({ file, height, label }: { file: LogoFile; height: number; label?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export serves public/ files as they are
    <img src={file.src} width={Math.round((file.width / file.height) * height)} height={height} alt={label ?? ''} />
  );
}

/**
 * The firm's logo: its own file from content/site.ts BRAND when there is one, else a wordmark
 * drawn from its name (a monogram, the first word, the rest spaced out beneath). One SVG that
 * scales as a whole, so it never wraps, whatever the width of the phone.
 */
export function Wordmark({ tone = 'light', height = 40, label }: WordmarkProps) {
  const file = tone === 'dark' ? (BRAND.logoOnDark ?? BRAND.logo) : BRAND.logo;
  if (file) return <LogoImage file={file} height={height} label={label} />;

  const colors = TONES[tone];
  const words = SITE.shortName.trim().split(/\s+/);
  const primary = words[0] ?? '';
  const secondary = words.slice(1).join(' ').toLocaleUpperCase('es-CO');
  const primaryWidth = estimateWidth(primary, PRIMARY_SIZE);
  const secondaryWidth = estimateWidth(secondary, SECONDARY_SIZE, SECONDARY_SPACING);
  const textWidth = Math.max(primaryWidth, secondaryWidth);
  const width = TEXT_X + textWidth + 2;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };

  return (
    <svg
      viewBox={`0 0 ${width} ${HEIGHT}`}
      width={Math.round((width / HEIGHT) * height)}
      height={height}
      {...a11y}
    >
      <rect width={HEIGHT} height={HEIGHT} rx={11} fill={colors.mark} />
      <text x={HEIGHT / 2} y={27} textAnchor="middle" fontSize={18} fontWeight={800} fill={colors.initials} letterSpacing={0.5}>
        {initials(words)}
      </text>
      <rect x={12} y={32} width={20} height={3} rx={1.5} fill={colors.bar} />
      {secondary ? (
        <>
          <text x={TEXT_X} y={21} fontSize={PRIMARY_SIZE} fontWeight={800} fill="currentColor" textLength={primaryWidth} lengthAdjust="spacingAndGlyphs">
            {primary}
          </text>
          <text
            x={TEXT_X}
            y={39}
            fontSize={SECONDARY_SIZE}
            fontWeight={700}
            fill="currentColor"
            fillOpacity={0.8}
            textLength={textWidth}
            lengthAdjust={secondaryWidth < primaryWidth ? 'spacing' : 'spacingAndGlyphs'}
          >
            {secondary}
          </text>
        </>
      ) : (
        <text x={TEXT_X} y={29} fontSize={PRIMARY_SIZE} fontWeight={800} fill="currentColor" textLength={primaryWidth} lengthAdjust="spacingAndGlyphs">
          {primary}
        </text>
      )}
    </svg>
  );
}
