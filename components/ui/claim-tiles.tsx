import styled from 'styled-components';
import { ClaimedStats } from '@/components/ui/stat-list';
import type { ClaimKey } from '@/content/site';
import { theme } from '@/lib/theme';

/**
 * The four claims as equal tiles, each a figure or a word over what it means ('Número 1' / 'en
 * Colombia'): two by two on a phone, one row of four on wide screens. Worded claims set apart as
 * bare words were half-empty tiles beside the figures (blind reviews 6 to 11).
 */
const Claims = styled.div`
  margin-top: ${theme.space(6)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(10)};
  }
  > dl {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    @media ${theme.media.lg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  /* The longest word ('Certificada') within a tile: a 320 px phone's half width, a 1024 px quarter. */
  dt + dd {
    font-size: ${theme.fontSizes.md};
    @media ${theme.media.md} {
      font-size: ${theme.fontSizes.xl};
    }
  }
`;

/**
 * The firm's claims (content/site.ts CLAIMS), each with what it means or counts ('en Colombia',
 * 'clientes atendidos') and its source once the firm gives it.
 */
export function ClaimTiles({ claims }: { claims: readonly { claim: ClaimKey; label: string }[] }) {
  return (
    <Claims>
      <ClaimedStats figures={claims} />
    </Claims>
  );
}
