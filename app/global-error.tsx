'use client';

import { ApplicationError } from '@/components/error/application-error';
import { APPLICATION_ERROR } from '@/content/errors';

/** Errors in the root layout itself: replaces the whole document, so it renders <html> and <body>. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="es-CO">
      <body style={{ margin: 0 }}>
        <title>{APPLICATION_ERROR.documentTitle}</title>
        <ApplicationError error={error} onRetry={retry} />
      </body>
    </html>
  );
}
