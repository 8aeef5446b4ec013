import { checkSiteUrl, checkWebhookUrl, isHttpUrl } from '@/lib/build-env';

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

  it('reports an empty webhook default and rejects a malformed one', () => {
    expect(checkWebhookUrl(undefined)).toBe('empty');
    expect(checkWebhookUrl('  ')).toBe('empty');
    expect(checkWebhookUrl('https://hook.example.com/abc')).toBe('ok');
    expect(() => checkWebhookUrl('javascript:alert(1)')).toThrow(/NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL/);
    expect(() => checkWebhookUrl('hook.example.com')).toThrow(/no es una URL http\(s\) válida/);
  });

  it('recognises http(s) URLs only', () => {
    expect(isHttpUrl('http://127.0.0.1:8787/')).toBe(true);
    expect(isHttpUrl('data:text/plain,hi')).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});
