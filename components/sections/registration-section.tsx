import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { FactList } from '@/components/ui/fact-list';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { EVENT } from '@/content/event';
import { REGISTER } from '@/content/home';
import { EVENT_TEXT } from '@/lib/event';
import { theme } from '@/lib/theme';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  align-items: start;
  @media ${theme.media.lg} {
    grid-template-columns: 1fr 1.2fr;
  }
`;

const Note = styled.p`
  margin-top: ${theme.space(6)};
  color: ${theme.colors.textOnDarkMuted};
  strong {
    color: ${theme.colors.textOnDark};
  }
`;

const FormPanel = styled.div`
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space(6)};
  box-shadow: ${theme.shadows.card};
  @media ${theme.media.md} {
    padding: ${theme.space(8)};
  }
  h3 {
    color: ${theme.colors.navy};
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space(5)};
  }
  a {
    color: ${theme.colors.navy};
  }
`;

interface RegistrationSectionProps {
  /** The registration form island (issue 3). */
  form: React.ReactNode;
}

export function RegistrationSection({ form }: RegistrationSectionProps) {
  const { details } = REGISTER;
  return (
    <Section id="register" aria-labelledby="register-title" $tone="navy">
      <Container>
        <SectionHeader id="register-title" eyebrow={REGISTER.eyebrow} title={REGISTER.title} lead={REGISTER.lead} onDark />
        <Layout>
          <div>
            <FactList
              onDark
              facts={[
                { icon: 'calendar', label: details.dateLabel, values: [EVENT_TEXT.longDate] },
                { icon: 'clock', label: details.timeLabel, values: [`${EVENT_TEXT.timeRange} (${EVENT.timeZoneLabel})`] },
                { icon: 'video', label: details.modeLabel, values: [details.modeValue] },
                { icon: 'gift', label: details.costLabel, values: [details.costValue, details.costNote] },
              ]}
            />
            <Note>
              <strong>{REGISTER.audienceNote}</strong> {REGISTER.trust}
            </Note>
          </div>
          <FormPanel>
            <h3>{REGISTER.formHeading}</h3>
            {form}
          </FormPanel>
        </Layout>
      </Container>
    </Section>
  );
}
