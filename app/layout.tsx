import type { Metadata, Viewport } from 'next';
import { UtmCapture } from '@/components/registration/utm-capture';
import { PhaseClock } from '@/components/layout/phase-clock';
import { GlobalStyle } from '@/components/ui/global-style';
import { WebFontWarmup } from '@/components/ui/web-font-warmup';
import { BUILD_PHASE, PAGE_JORNADA, PHASE_ATTRIBUTE, phaseScript } from '@/lib/page-phase';
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
    // The inline script may change the phase attribute before React hydrates: not a mismatch to report.
    <html lang="es-CO" {...{ [PHASE_ATTRIBUTE]: BUILD_PHASE }} suppressHydrationWarning>
      <head>
        {/* Corrects the build-time phase from the visitor's clock before the first paint (README "Fases de la jornada"). */}
        <script dangerouslySetInnerHTML={{ __html: phaseScript() }} />
        {/* Declares the site's font before the first paint, on visits that have it cached (lib/web-font.ts). */}
        <script dangerouslySetInnerHTML={{ __html: webFontScript() }} />
      </head>
      <body>
        {/*
          styled-components (>= 6.3) writes the styles of server components into the HTML itself.
          Client islands render plain elements styled by their server wrapper, so no style registry
          (and no styled-components runtime) is needed in the first-load JavaScript.
        */}
        <GlobalStyle />
        <UtmCapture />
        <PhaseClock start={PAGE_JORNADA.start} end={PAGE_JORNADA.end} />
        <WebFontWarmup />
        {children}
      </body>
    </html>
  );
}
