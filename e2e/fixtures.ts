import type { IncomingHttpHeaders } from 'node:http';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Shared setup of the browser journeys. Import `test` and `expect` from here, not from
 * '@playwright/test'. Every test, automatically:
 *   - runs offline: any request to a host other than this machine is aborted and recorded, and the
 *     test fails at the end if there was one, unless the host is in `allowedExternalHosts` (still
 *     aborted, so nothing leaves the machine, but not a failure). `externalRequests` lists them, so
 *     a test can assert *when* a third party was asked for (e.g. the video facade);
 *   - fails at the end on console errors, uncaught page errors and Content-Security-Policy
 *     violations (Chromium reports those as console errors), unless a message matches one of
 *     `allowedConsoleErrors`;
 *   - has `goto` and `reload` of every page return once React has taken over the page, as a
 *     visitor's tap would find it: the pages start their scripts only after their first paint
 *     (scripts/lib/defer-scripts.js), so the `load` event can come first.
 * `webhook` starts a real local HTTP receiver (scripts/webhook.mjs) for the registration form.
 * (Fixture callbacks name their second parameter `provide`, not Playwright's usual `use`, which
 * the React hooks lint rule would take for React's `use`.)
 *
 *   test.use({ allowedExternalHosts: ['www.youtube-nocookie.com'] });
 *   test.use({ allowedConsoleErrors: [/Página no encontrada/] });
 *   test.use({ waitForHydration: false });
 */

export type ReceivedRegistration = { method: string; headers: IncomingHttpHeaders; body: string; json: unknown; duplicate: boolean };

/**
 * How the receiver answers: 'ok' at once, 'hang' never, 'slow' after 25 s, 'error' with a 500,
 * 'redirect' with a 302 (a followed redirect arrives as a body-less GET, recorded);
 * 'down' closes every connection unread and records nothing.
 */
export type ReceiverMode = 'ok' | 'hang' | 'slow' | 'error' | 'redirect' | 'down';

export type WebhookReceiver = {
  /** Absolute URL to point the form at (e.g. through localStorage registrationWebhookUrl). */
  url: string;
  /** Requests received so far, oldest first. */
  received: ReceivedRegistration[];
  /** Changes how the next requests are answered. */
  setMode(mode: ReceiverMode): void;
  close(): Promise<void>;
};

type WebhookOptions = { port?: number; host?: string; file?: string; mode?: ReceiverMode };

type Options = {
  /** Hosts whose requests are not a failure (they are aborted all the same). */
  allowedExternalHosts: string[];
  /** Console errors a test expects (matched against the message text). */
  allowedConsoleErrors: RegExp[];
  /** How the `webhook` receiver answers at first. */
  webhookMode: ReceiverMode;
  /** false for a test that keeps the page's scripts from running (its first paint, alone). */
  waitForHydration: boolean;
};

type Fixtures = {
  /** URLs of every request to a third party, in order (all aborted). */
  externalRequests: string[];
  webhook: WebhookReceiver;
  guardNetwork: void;
  guardConsole: void;
  awaitHydration: void;
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const WEBHOOK_MODULE = '../scripts/webhook.mjs';

/**
 * Resolves once React listens on the document (hydrateRoot marks it `_reactListening…` before it
 * hydrates; events from then on are replayed to the hydrated page) and the styles of what follows
 * the first screen have come (scripts/lib/split-styles.js). The first is a test-only reading of
 * React's internals: production code carries no test hook.
 */
async function hydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document).some((key) => key.startsWith('_reactListening')) && !document.documentElement.hasAttribute('data-styles-pending'),
  );
}

/** A "Failed to load resource" message about a URL another guard already accounts for. */
function isLoadFailureOf(message: ConsoleMessage, accounted: (url: string) => boolean): boolean {
  return message.text().startsWith('Failed to load resource') && accounted(message.location().url);
}

export const test = base.extend<Fixtures & Options>({
  allowedExternalHosts: [[], { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  webhookMode: ['ok', { option: true }],
  waitForHydration: [true, { option: true }],

  externalRequests: async ({}, provide) => {
    await provide([]);
  },

  guardNetwork: [
    async ({ context, externalRequests, allowedExternalHosts }, provide) => {
      await context.route(
        (url) => (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') && !LOCAL_HOSTS.has(url.hostname),
        async (route) => {
          externalRequests.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      await provide();
      const unexpected = externalRequests.filter((url) => !allowedExternalHosts.includes(new URL(url).hostname));
      expect(unexpected, 'requests to third parties (allow a host with test.use({ allowedExternalHosts }))').toEqual([]);
    },
    { auto: true },
  ],

  guardConsole: [
    async ({ context, allowedConsoleErrors }, provide) => {
      const problems: string[] = [];
      const notFoundDocuments = new Set<string>();
      const isExternal = (url: string) => {
        try {
          return !LOCAL_HOSTS.has(new URL(url).hostname);
        } catch {
          return false;
        }
      };
      const record = (text: string) => {
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(text);
      };

      context.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url());
      });
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // Aborted third-party requests are the network guard's to report; a deliberate visit to
          // an unknown path logs its 404 status, which is the point of that visit.
          if (isLoadFailureOf(message, (url) => isExternal(url) || notFoundDocuments.has(url))) return;
          const where = message.location().url;
          record(`${message.text()}${where ? ` (${where})` : ''}`);
        });
        page.on('pageerror', (error) => record(`Error no capturado: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);

      await provide();
      expect(problems, 'console errors, page errors or CSP violations (allow one with test.use({ allowedConsoleErrors }))').toEqual([]);
    },
    { auto: true },
  ],

  awaitHydration: [
    async ({ context, javaScriptEnabled, waitForHydration }, provide) => {
      const patch = (page: Page) => {
        if (!javaScriptEnabled || !waitForHydration) return;
        const thenHydrated =
          <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
          async (...args: Args) => {
            const result = await navigate(...args);
            await hydration(page);
            return result;
          };
        page.goto = thenHydrated(page.goto.bind(page));
        page.reload = thenHydrated(page.reload.bind(page));
      };
      context.pages().forEach(patch);
      context.on('page', patch);
      await provide();
    },
    { auto: true },
  ],

  webhook: async ({ webhookMode }, provide) => {
    // Loaded when a test asks for it, and typed by the interface above (the receiver's contract)
    // rather than by inference from the JavaScript module, hence the specifier in a constant.
    const { startWebhookReceiver } = (await import(WEBHOOK_MODULE)) as {
      startWebhookReceiver: (options?: WebhookOptions) => Promise<WebhookReceiver>;
    };
    const receiver = await startWebhookReceiver({ port: 0, host: '127.0.0.1', mode: webhookMode });
    await provide(receiver);
    await receiver.close();
  },
});

export { expect };
