import type { CSSProperties } from 'react';
import { APPLICATION_ERROR } from '@/content/errors';
import { IS_DEVELOPMENT } from '@/lib/env';
import { theme } from '@/lib/theme';

interface ErrorDetails {
  status: number;
  statusText: string;
  message: string;
  stack: string | undefined;
}

/** What can be said about a thrown value: Next passes it as-is, and it may not be an Error. */
function describe(error: unknown): ErrorDetails {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const status = typeof record.status === 'number' ? record.status : APPLICATION_ERROR.defaultStatus;
  const statusText = typeof record.statusText === 'string' && record.statusText ? record.statusText : APPLICATION_ERROR.defaultStatusText;
  const rawMessage = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return {
    status,
    statusText,
    message: rawMessage.trim() || APPLICATION_ERROR.unknownMessage,
    // The stack helps developers and tells attackers about the code: development builds only.
    stack: IS_DEVELOPMENT && error instanceof Error ? error.stack : undefined,
  };
}

/*
 * Inline styles from the theme tokens: these screens are client components (Next requires it)
 * and must not pull the styled-components runtime into every route's first-load JavaScript;
 * global-error also renders without the root layout's global styles.
 */
const styles = {
  main: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(4),
    padding: theme.space(6),
    textAlign: 'center',
    fontFamily: theme.fonts.body,
    color: theme.colors.text,
    background: theme.colors.background,
  },
  title: { margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.navy },
  status: { margin: 0, fontSize: theme.fontSizes.md, fontWeight: 700, color: theme.colors.error },
  message: { margin: 0, fontStyle: 'italic' },
  lead: { margin: 0, maxWidth: '520px', color: theme.colors.textMuted },
  actions: { display: 'flex', flexWrap: 'wrap', gap: theme.space(3), justifyContent: 'center', marginTop: theme.space(2) },
  button: {
    minHeight: '48px',
    padding: `${theme.space(3)} ${theme.space(6)}`,
    border: '2px solid transparent',
    borderRadius: theme.radii.pill,
    background: theme.colors.accent,
    color: theme.colors.onAccent,
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: `${theme.space(3)} ${theme.space(6)}`,
    border: `2px solid ${theme.colors.navy}`,
    borderRadius: theme.radii.pill,
    color: theme.colors.navy,
    fontWeight: 700,
    textDecoration: 'none',
  },
  stack: {
    maxWidth: '100%',
    overflowX: 'auto',
    padding: theme.space(4),
    borderRadius: theme.radii.sm,
    background: theme.colors.surface,
    textAlign: 'left',
    fontSize: theme.fontSizes.sm,
  },
} satisfies Record<string, CSSProperties>;

interface ApplicationErrorProps {
  error: unknown;
  /** Renders the failed segment again (Next's `retry`). */
  onRetry: () => void;
}

/** The router error screen (spec §2, §8): 'Unexpected Application Error!', status, message. */
export function ApplicationError({ error, onRetry }: ApplicationErrorProps) {
  const { status, statusText, message, stack } = describe(error);
  return (
    <main style={styles.main}>
      <h1 style={styles.title}>
        {APPLICATION_ERROR.title}
      </h1>
      <p style={styles.status}>
        {status} {statusText}
      </p>
      <p style={styles.message}>{message}</p>
      <p style={styles.lead}>{APPLICATION_ERROR.lead}</p>
      <div style={styles.actions}>
        <button type="button" style={styles.button} onClick={onRetry}>
          {APPLICATION_ERROR.retry}
        </button>
        <a href={APPLICATION_ERROR.homeLink.href} style={styles.link}>
          {APPLICATION_ERROR.homeLink.label}
        </a>
      </div>
      {stack ? (
        <details>
          <summary>{APPLICATION_ERROR.stackHeading}</summary>
          <pre style={styles.stack}>{stack}</pre>
        </details>
      ) : null}
    </main>
  );
}
