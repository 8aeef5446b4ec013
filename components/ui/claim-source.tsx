import styled from 'styled-components';
import type { ClaimKey } from '@/content/site';
import { claimBasis } from '@/lib/claims';
import { theme } from '@/lib/theme';

const Source = styled.small`
  display: block;
  margin-top: ${theme.space(1)};
  font-size: ${theme.fontSizes.sm};
  font-weight: 400;
  color: inherit;
`;

/** 'Fuente: …' under a claim, once the firm has supplied its basis (content/site.ts CLAIM_BASIS). */
export function ClaimSource({ claim, label = 'Fuente:' }: { claim: ClaimKey; label?: string }) {
  const basis = claimBasis(claim);
  return basis ? (
    <Source>
      {label} {basis}
    </Source>
  ) : null;
}
