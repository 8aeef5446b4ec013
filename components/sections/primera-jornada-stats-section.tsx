import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { StatList } from '@/components/ui/stat-list';
import { PRIMERA_JORNADA_STATS } from '@/content/primera-jornada';

/** 3.000+ connected, thousands of families, 98 % satisfaction (spec §2 "/primera-jornada"). */
export function PrimeraJornadaStatsSection() {
  return (
    <Section id="results" aria-labelledby="results-title" $tone="navy">
      <Container>
        <SectionHeader id="results-title" eyebrow={PRIMERA_JORNADA_STATS.eyebrow} title={PRIMERA_JORNADA_STATS.title} onDark />
        <StatList stats={PRIMERA_JORNADA_STATS.stats} onDark />
      </Container>
    </Section>
  );
}
