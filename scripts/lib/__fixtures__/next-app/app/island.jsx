'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** A client island, hydrated as the site's registration form is: data-ready once it runs. */
export function Island() {
  // false in the HTML, true once hydrated.
  const ready = useSyncExternalStore(subscribe, () => true, () => false);
  return (
    <form data-ready={ready ? '' : undefined} onSubmit={(event) => event.preventDefault()}>
      <button type="submit" disabled={!ready}>
        Enviar
      </button>
    </form>
  );
}
