import styled from 'styled-components';
import { Island } from './island';

const Section = styled.section`
  padding: 1rem;
  color: #0b2545;
`;

const Title = styled.h1`
  font-size: 2rem;
`;

/** Long enough for React to send it as a text row (`id:T<length>,…`), as the site's copy is. */
const LONG_TEXT = 'Asesoría gratuita sobre la reforma a la ley de insolvencia, con “comillas” y ñ. '.repeat(20);

export default function Page() {
  return (
    <main>
      <Section>
        <Title>Jornada</Title>
        <p>{LONG_TEXT}</p>
        <p>{LONG_TEXT}</p>
      </Section>
      <Section>
        <Island />
      </Section>
    </main>
  );
}
