import type { Metadata, Viewport } from 'next';
import { UtmCapture } from '@/components/registration/utm-capture';
import { PhaseClock } from '@/components/layout/phase-clock';
import { GlobalStyle } from '@/components/ui/global-style';
import { WebFontWarmup } from '@/components/ui/web-font-warmup';
import { BUILD_JORNADA, BUILD_PHASE, SEASON, SEASON_INSTANTS } from '@/lib/build-season';
import { JORNADA_ATTRIBUTE, PHASE_ATTRIBUTE, seasonScript } from '@/lib/page-phase';
import { rootMetadata } from '@/lib/seo';
import { theme } from '@/lib/theme';
import { webFontScript } from '@/lib/web-font';

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: theme.colors.navy,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The inline script may change these attributes before React hydrates: not a mismatch to report.
    <html lang="es-CO" {...{ ...(SEASON.length > 1 ? { [JORNADA_ATTRIBUTE]: BUILD_JORNADA.slug } : {}), [PHASE_ATTRIBUTE]: BUILD_PHASE }} suppressHydrationWarning>
      <head>
        {/*
          Before the first paint: picks the jornada and its phase from the visitor's clock (README
          "Fases de la jornada"), and declares the site's font on visits that have it cached
          (lib/web-font.ts). One script, so one hash in the CSP (the headers share the HTML's first round trip).
        */}
        <script dangerouslySetInnerHTML={{ __html: `${seasonScript(SEASON_INSTANTS)};${webFontScript()}` }} />
      </head>
      <body>
        {/*
          styled-components (>= 6.3) writes the styles of server components into the HTML itself.
          Client islands render plain elements styled by their server wrapper, so no style registry
          (and no styled-components runtime) is needed in the first-load JavaScript.
        */}
        <GlobalStyle />
        <UtmCapture />
        <PhaseClock season={SEASON_INSTANTS} />
        <WebFontWarmup />
        {children}
      </body>
    </html>
  );
}
