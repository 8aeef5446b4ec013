import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { FOOTER } from '@/content/footer';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{` ${FOOTER.newTabHint}`}</VisuallyHidden>
    </a>
  );
}
