import styled from 'styled-components';
import { Card, CardGrid, IconBadge } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { StatList } from '@/components/ui/stat-list';
import { TEAM } from '@/content/home';
import { theme } from '@/lib/theme';

const Stats = styled.div`
  margin-top: ${theme.space(10)};
`;

export function TeamSection() {
  return (
    <Section id="team" aria-labelledby="team-title" $tone="surface">
      <Container>
        <SectionHeader id="team-title" eyebrow={TEAM.eyebrow} title={TEAM.title} lead={TEAM.lead} />
        <CardGrid>
          {TEAM.members.map((member) => (
            <Card key={member.role}>
              <IconBadge>
                <Icon name={member.icon} />
              </IconBadge>
              <h3>{member.role}</h3>
              <p>{member.text}</p>
            </Card>
          ))}
        </CardGrid>
        <Stats>
          <StatList stats={TEAM.stats} />
        </Stats>
      </Container>
    </Section>
  );
}
