import {
  captureUtm,
  clearWebhookUrl,
  isSettingsPanelHost,
  readUtm,
  saveWebhookUrl,
  webhookDestination,
  type StorageLike,
} from '@/lib/registration/storage';
import { throwingStorage } from '@/lib/registration/storage-fixtures';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}


const DEFAULT = 'https://hooks.example.com/registro';

/** The build-time default (lib/env.ts), as a build would set it. */
let mockDefaultWebhookUrl = DEFAULT;
jest.mock('@/lib/env', () => ({
  get DEFAULT_WEBHOOK_URL() {
    return mockDefaultWebhookUrl;
  },
  WEBHOOK_CORS: false,
}));

/** Runs `read` as a build without a default destination would. */
function withoutDefault<T>(read: () => T): T {
  mockDefaultWebhookUrl = '';
  try {
    return read();
  } finally {
    mockDefaultWebhookUrl = DEFAULT;
  }
}

describe('webhookDestination', () => {
  it('prefers a saved http(s) URL, trimmed', () => {
    const storage = memoryStorage({ registrationWebhookUrl: ' http://127.0.0.1:8787/ ' });
    expect(webhookDestination(storage)).toEqual({ source: 'saved', url: 'http://127.0.0.1:8787/', cors: false });
  });

  it('falls back to the build-time default when nothing, an empty value or a non-http value is saved', () => {
    expect(webhookDestination(memoryStorage())).toEqual({ source: 'default', url: DEFAULT, cors: false });
    expect(webhookDestination(memoryStorage({ registrationWebhookUrl: '' }))).toEqual({ source: 'default', url: DEFAULT, cors: false });
    // http:// to another machine: in clear text, and usually redirected to https (lib/webhook-url.js).
    for (const saved of ['javascript:alert(1)', 'data:text/plain,x', 'ftp://example.com/', '/relative', 'not a url', 'http://hooks.example.com/x']) {
      expect(webhookDestination(memoryStorage({ registrationWebhookUrl: saved }))).toEqual({ source: 'default', url: DEFAULT, cors: false });
    }
  });

  it('simulates when neither a saved URL nor a default exists', () => {
    expect(withoutDefault(() => webhookDestination(memoryStorage()))).toEqual({ source: 'simulated', url: '', cors: false });
    expect(withoutDefault(() => webhookDestination(memoryStorage({ registrationWebhookUrl: '' })))).toEqual({ source: 'simulated', url: '', cors: false });
    expect(withoutDefault(() => webhookDestination(null))).toEqual({ source: 'simulated', url: '', cors: false });
  });

  it('ignores storage that throws: only the override is lost', () => {
    expect(webhookDestination(throwingStorage)).toEqual({ source: 'default', url: DEFAULT, cors: false });
    expect(withoutDefault(() => webhookDestination(throwingStorage))).toEqual({ source: 'simulated', url: '', cors: false });
  });
});

describe('saving and clearing the override', () => {
  it('saves an http(s) URL and refuses anything else', () => {
    const storage = memoryStorage();
    expect(saveWebhookUrl(' https://hook.example/x ', storage)).toBe('saved');
    expect(storage.data.get('registrationWebhookUrl')).toBe('https://hook.example/x');
    expect(saveWebhookUrl('javascript:alert(1)', storage)).toBe('invalid');
    expect(saveWebhookUrl('', storage)).toBe('invalid');
    expect(storage.data.get('registrationWebhookUrl')).toBe('https://hook.example/x');
    expect(clearWebhookUrl(storage)).toBe(true);
    expect(storage.data.has('registrationWebhookUrl')).toBe(false);
  });

  it('reports unavailable storage instead of throwing', () => {
    expect(saveWebhookUrl('https://hook.example/x', throwingStorage)).toBe('unavailable');
    expect(saveWebhookUrl('https://hook.example/x', null)).toBe('unavailable');
    expect(clearWebhookUrl(throwingStorage)).toBe(false);
  });

  it('refuses http:// to another machine', () => {
    const storage = memoryStorage();
    expect(saveWebhookUrl('http://hook.example/x', storage)).toBe('invalid');
    expect(saveWebhookUrl('http://127.0.0.1:8787/', storage)).toBe('saved');
  });
});

describe('isSettingsPanelHost', () => {
  it.each(['localhost', '127.0.0.1', 'abc--3000.local-credentialless.webcontainer.io', 'x.stackblitz.io', 'abc-3000.csb.app', 'x.codesandbox.io', 'LOCALHOST'])(
    'shows the panel on %s',
    (host) => expect(isSettingsPanelHost(host)).toBe(true),
  );

  it.each(['jornada.insolvencia-colombia.example', 'jornada.test', 'localhost.example.com', 'stackblitz.io.evil.com', 'evilcsb.app', '10.0.0.1'])(
    'hides it on %s',
    (host) => expect(isSettingsPanelHost(host)).toBe(false),
  );
});

describe('UTM parameters', () => {
  it('keeps only the UTM parameters of the first page of the visit', () => {
    const storage = memoryStorage();
    captureUtm('?utm_source=facebook&utm_medium=cpc&utm_campaign=jornada2&gclid=abc&utm_term=', storage);
    captureUtm('?utm_source=google', storage);
    expect(readUtm(storage)).toEqual({ utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'jornada2' });
  });

  it('marks a visit that arrived without UTM parameters, so later pages add none', () => {
    const storage = memoryStorage();
    captureUtm('', storage);
    captureUtm('?utm_source=google', storage);
    expect(readUtm(storage)).toEqual({});
  });

  it('reads all five, decoded and trimmed, and cuts absurdly long values', () => {
    const storage = memoryStorage();
    captureUtm(
      `?utm_source=whats%20app&utm_medium=%20social%20&utm_campaign=c&utm_term=t&utm_content=${'x'.repeat(500)}`,
      storage,
    );
    expect(readUtm(storage)).toEqual({
      utm_source: 'whats app',
      utm_medium: 'social',
      utm_campaign: 'c',
      utm_term: 't',
      utm_content: 'x'.repeat(200),
    });
  });

  it('ignores stored garbage and storage that throws', () => {
    expect(readUtm(memoryStorage({ registrationUtm: 'not json' }))).toEqual({});
    expect(readUtm(memoryStorage({ registrationUtm: '"text"' }))).toEqual({});
    expect(readUtm(memoryStorage({ registrationUtm: '{"utm_source":5,"evil":"x","utm_medium":"cpc"}' }))).toEqual({ utm_medium: 'cpc' });
    expect(() => captureUtm('?utm_source=x', throwingStorage)).not.toThrow();
    expect(readUtm(throwingStorage)).toEqual({});
    expect(readUtm(null)).toEqual({});
  });
});
