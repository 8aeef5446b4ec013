import { spawnSync } from 'node:child_process';
import { checkContent, checkDraft, checkPublishedWebhook, checkSiteUrl, checkWebhookCors, checkWebhookUrl, isHttpUrl } from '@/lib/build-env';
import { pendingContent } from '@/lib/placeholders';

const WEBHOOK = 'https://hook.example.com/abc';

/** Loads next.config.js as `next build` does, with only these variables; prints the webhook the pages then inline. */
function loadConfig(extra: Record<string, string>) {
  const script = "require('./next.config.js'); console.log(JSON.stringify(process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL))";
  return spawnSync(process.execPath, ['-e', script, 'build'], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: '', ...extra } as unknown as NodeJS.ProcessEnv,
  });
}

describe('build-time environment checks', () => {
  it('accepts an absent or valid SITE_URL', () => {
    expect(() => checkSiteUrl(undefined)).not.toThrow();
    expect(() => checkSiteUrl('')).not.toThrow();
    expect(() => checkSiteUrl('https://jornada.mifirma.co')).not.toThrow();
    expect(() => checkSiteUrl('https://jornada.mifirma.co/')).not.toThrow();
  });

  it('fails clearly on a malformed SITE_URL', () => {
    expect(() => checkSiteUrl('jornada.mifirma.co')).toThrow(/SITE_URL no es una URL válida/);
    expect(() => checkSiteUrl('ftp://mifirma.co')).toThrow(/SITE_URL no es una URL válida/);
    expect(() => checkSiteUrl('https://mifirma.co/jornada')).toThrow(/sin ruta/);
  });

  it('refuses an empty webhook default unless simulation is asked for, and rejects a malformed one', () => {
    expect(() => checkWebhookUrl(undefined)).toThrow(/Falta NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL.*\n.*\n.*REGISTRATION_SIMULATION=1/);
    expect(() => checkWebhookUrl('  ', '0')).toThrow(/solo SIMULA los registros/);
    expect(checkWebhookUrl(undefined, '1')).toBe('simulated');
    expect(checkWebhookUrl('  ', '1')).toBe('simulated');
    expect(checkWebhookUrl('https://hook.example.com/abc')).toBe('ok');
    expect(() => checkWebhookUrl('javascript:alert(1)')).toThrow(/NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL/);
    expect(() => checkWebhookUrl('hook.example.com')).toThrow(/debe ser una URL https:\/\/ válida.*empezando por https:\/\//);
    expect(() => checkWebhookUrl('https://usuario:clave@hook.example.com/abc')).toThrow(/Sin usuario ni contraseña/);
    // Clear text, and a redirect to https would lose every registration sent in no-cors mode.
    expect(() => checkWebhookUrl('http://hook.example.com/abc')).toThrow(/redirección a https/);
    expect(checkWebhookUrl('http://127.0.0.1:8787/')).toBe('ok');
  });

  it('refuses a webhook on this machine in a build to publish, and allows it in a draft or a simulation', () => {
    const publishing = { simulation: undefined, draft: false };
    expect(() => checkPublishedWebhook('http://127.0.0.1:8787/', publishing)).toThrow(/apunta a esta máquina.*BORRADOR=1/);
    expect(() => checkPublishedWebhook('https://localhost/hook', publishing)).toThrow(/su propio equipo/);
    expect(() => checkPublishedWebhook('http://127.0.0.1:8787/', { simulation: undefined, draft: true })).not.toThrow();
    expect(() => checkPublishedWebhook('http://127.0.0.1:8787/', { simulation: '1', draft: false })).not.toThrow();
    expect(() => checkPublishedWebhook(WEBHOOK, publishing)).not.toThrow();
    expect(() => checkPublishedWebhook(undefined, publishing)).not.toThrow();
  });

  it('accepts 1, 0 or nothing for the CORS answers switch', () => {
    for (const value of [undefined, '', '0', '1']) expect(() => checkWebhookCors(value)).not.toThrow();
    expect(() => checkWebhookCors('true')).toThrow(/NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS/);
  });

  it('accepts 1, 0 or nothing for BORRADOR', () => {
    expect(checkDraft(undefined)).toBe(false);
    expect(checkDraft('0')).toBe(false);
    expect(checkDraft('1')).toBe(true);
    expect(() => checkDraft('sí')).toThrow(/BORRADOR solo admite 1 o 0/);
  });

  it('refuses example content only in a build that would be published, and says so in every other', () => {
    const build = { webhook: 'ok' as const, simulation: undefined, draft: false, pending: 2, report: 'content/site.ts\n  - Correo de contacto: "x"' };
    expect(checkContent(build).error).toMatch(/2 datos de ejemplo[\s\S]*Correo de contacto[\s\S]*BORRADOR=1/);
    expect(checkContent({ ...build, draft: true })).toEqual({ notice: expect.stringMatching(/borrador\. No lo publique/) });
    expect(checkContent({ ...build, simulation: '1' }).notice).toMatch(/2 datos de ejemplo/);
    expect(checkContent({ ...build, webhook: 'simulated', simulation: '1' }).error).toBeUndefined();
    expect(checkContent({ ...build, pending: 0, report: '' })).toEqual({});
  });

  it('next.config.js stops `next build` without a webhook default, and lets it through with REGISTRATION_SIMULATION=1', () => {
    const refused = loadConfig({});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('Falta NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL');
    const simulated = loadConfig({ REGISTRATION_SIMULATION: '1' });
    expect(simulated.status).toBe(0);
    expect(simulated.stderr).toContain('este build solo simula los registros');
    expect(simulated.stderr).toContain('este build es un borrador. No lo publique.');
  });

  it('REGISTRATION_SIMULATION=1 simulates even with a webhook set (.env.local): the pages inline none', () => {
    expect(checkWebhookUrl(WEBHOOK, '1')).toBe('simulated');
    const simulated = loadConfig({ REGISTRATION_SIMULATION: '1', NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: WEBHOOK });
    expect(simulated.status).toBe(0);
    expect(simulated.stderr).toContain('este build solo simula los registros');
    expect(simulated.stdout.trim()).toBe('""');
    const draft = loadConfig({ BORRADOR: '1', NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: WEBHOOK });
    expect(draft.stdout.trim()).toBe(JSON.stringify(WEBHOOK));
  });

  it('next.config.js lets a production build through only as a draft (BORRADOR=1) while content/ holds examples', () => {
    expect(loadConfig({ NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: WEBHOOK }).status).not.toBe(0);
    const draft = loadConfig({ NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: WEBHOOK, BORRADOR: '1' });
    expect(draft.status).toBe(0);
    expect(draft.stderr).toContain('este build es un borrador. No lo publique.');
  });

  it('a real `next build` for publishing, with the webhook set, fails before compiling and lists each example value with its file', () => {
    // The content of this repository still holds the firm's examples; once it does not, test this with a fixture copy.
    const pending = pendingContent();
    expect(pending.length).toBeGreaterThan(0);
    const build = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      cwd: process.cwd(),
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH ?? '', NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: WEBHOOK, NEXT_TELEMETRY_DISABLED: '1' } as unknown as NodeJS.ProcessEnv,
    });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).toBe(1);
    expect(output).toContain(`content/ todavía tiene ${pending.length} datos de ejemplo`);
    for (const item of pending) expect(output).toContain(`  - ${item.what}: `);
    for (const file of new Set(pending.map((item) => item.file))) expect(output).toMatch(new RegExp(`^${file}$`, 'm'));
    expect(output).not.toMatch(/Creating an optimized production build|Compiled/);
  });

  it('recognises http(s) URLs only', () => {
    expect(isHttpUrl('http://127.0.0.1:8787/')).toBe(true);
    expect(isHttpUrl('data:text/plain,hi')).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});
