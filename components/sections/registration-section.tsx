import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
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

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: ${theme.space(4)};
  > div {
    padding: ${theme.space(4)} ${theme.space(5)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.navySoft};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textOnDarkMuted};
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    font-weight: 700;
    color: ${theme.colors.textOnDark};
  }
  dd + dd {
    font-weight: 400;
    color: ${theme.colors.textOnDarkMuted};
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
            <Details>
              <div>
                <dt>
                  <Icon name="calendar" size={20} />
                  {details.dateLabel}
                </dt>
                <dd>{EVENT_TEXT.longDate}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="clock" size={20} />
                  {details.timeLabel}
                </dt>
                <dd>
                  {EVENT_TEXT.timeRange} ({EVENT.timeZoneLabel})
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="video" size={20} />
                  {details.modeLabel}
                </dt>
                <dd>{details.modeValue}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="gift" size={20} />
                  {details.costLabel}
                </dt>
                <dd>{details.costValue}</dd>
                <dd>{details.costNote}</dd>
              </div>
            </Details>
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
