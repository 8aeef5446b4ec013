import { spawnSync } from 'node:child_process';
import { checkSiteUrl, checkWebhookCors, checkWebhookUrl, isHttpUrl } from '@/lib/build-env';

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
    expect(() => checkWebhookUrl('hook.example.com')).toThrow(/debe ser una URL https:\/\/ válida/);
    // Clear text, and a redirect to https would lose every registration sent in no-cors mode.
    expect(() => checkWebhookUrl('http://hook.example.com/abc')).toThrow(/redirección a https/);
    expect(checkWebhookUrl('http://127.0.0.1:8787/')).toBe('ok');
  });

  it('accepts 1, 0 or nothing for the CORS answers switch', () => {
    for (const value of [undefined, '', '0', '1']) expect(() => checkWebhookCors(value)).not.toThrow();
    expect(() => checkWebhookCors('true')).toThrow(/NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS/);
  });

  it('next.config.js stops `next build` without a webhook default, and lets it through with REGISTRATION_SIMULATION=1', () => {
    const load = (extra: Record<string, string>) =>
      spawnSync(process.execPath, ['-e', "require('./next.config.js')", 'build'], {
        cwd: process.cwd(),
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: '', ...extra } as unknown as NodeJS.ProcessEnv,
      });
    const refused = load({});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('Falta NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL');
    const simulated = load({ REGISTRATION_SIMULATION: '1' });
    expect(simulated.status).toBe(0);
    expect(simulated.stderr).toContain('este build solo simula los registros');
    expect(load({ NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL: 'https://hook.example.com/abc' }).status).toBe(0);
  });

  it('recognises http(s) URLs only', () => {
    expect(isHttpUrl('http://127.0.0.1:8787/')).toBe(true);
    expect(isHttpUrl('data:text/plain,hi')).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});
