'use client';

import { ApplicationError } from '@/components/error/application-error';

/** Errors while rendering a page: the spec's router error screen (§2, §8). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ApplicationError error={error} onRetry={retry} />;
}
