/** The contract fixture (./next-app) as the installed next builds it, once for all the tests that read it (scripts/lib/build-next-app.js). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtNextApp } from '../build-next-app';

/** The fixture's out/ directory, as `next build` left it (copy it before changing anything). */
export const builtFixture = (): string => builtNextApp('contract-fixture', [[path.join(__dirname, 'next-app'), '.']]);

/** The fixture's page as `next build` wrote it. */
export const builtFixturePage = (): string => readFileSync(path.join(builtFixture(), 'index.html'), 'utf8');
