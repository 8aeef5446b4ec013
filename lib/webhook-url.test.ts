import { isWebhookUrl } from '@/lib/webhook-url';

describe('isWebhookUrl', () => {
  it.each(['https://hooks.zapier.com/hooks/catch/1/abc/', 'https://hook.us1.make.com/abc', 'http://127.0.0.1:8787/', 'http://localhost:8787', 'http://[::1]:8787/', 'http://sitio.localhost/'])(
    'accepts %s',
    (url) => expect(isWebhookUrl(url)).toBe(true),
  );

  it.each(['http://hooks.zapier.com/hooks/catch/1/abc/', 'http://10.0.0.5/hook', 'http://localhost.example.com/', 'https://user:secret@hook.example/', 'javascript:alert(1)', 'ftp://example.com/', 'https://', '/relative', '', undefined])(
    'refuses %s',
    (url) => expect(isWebhookUrl(url)).toBe(false),
  );
});
