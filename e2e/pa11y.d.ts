/** The part of pa11y's API (v10) the accessibility spec uses: pa11y ships no types. */
declare module 'pa11y' {
  import type { Browser } from 'puppeteer';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }

  interface Pa11yOptions {
    browser?: Browser;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    viewport?: { width: number; height: number; deviceScaleFactor?: number; isMobile?: boolean };
    hideElements?: string;
    ignore?: string[];
    includeWarnings?: boolean;
    timeout?: number;
    wait?: number;
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
