import { Counter } from './counter';

/** The bare reference: one page, one tiny client component. */
export default function Page() {
  return (
    <main>
      <h1>Referencia</h1>
      <p>Una página y un componente de cliente.</p>
      <Counter />
    </main>
  );
}
