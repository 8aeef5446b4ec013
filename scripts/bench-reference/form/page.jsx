import styled from 'styled-components';
import { PlainForm } from './form';

const Section = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1rem;
  font-family: sans-serif;
`;

/** The reference of "form usable at": the form's libraries, styled-components in a server component. */
export default function Page() {
  return (
    <main>
      <Section>
        <h1>Referencia</h1>
        <p>Una página y un formulario.</p>
        <PlainForm />
      </Section>
    </main>
  );
}
