import { WEB_FONT, WEB_FONT_STORAGE_KEY, warmWebFont, webFontScript } from '@/lib/web-font';
import { SUBSET_URL } from '../scripts/lib/font-subset';

type FakeFace = { args: unknown[]; load: jest.Mock };

/** A FontFace stand-in (jsdom has none) whose load() settles as told. */
function fakeFontFace(load: () => Promise<unknown>) {
  const made: FakeFace[] = [];
  class FakeFontFace {
    args: unknown[];
    load = jest.fn(load);
    constructor(...args: unknown[]) {
      this.args = args;
      made.push(this);
    }
  }
  return { FakeFontFace, made };
}

describe('the web font', () => {
  it('is the subset the build writes', () => {
    expect(WEB_FONT.source).toBe(`url(${SUBSET_URL}) format("woff2")`);
    expect(WEB_FONT.descriptors.display).toBe('fallback');
  });

  describe('the inline script of <head>', () => {
    const run = (storage: { getItem: (key: string) => string | null }) => {
      const { FakeFontFace, made } = fakeFontFace(() => Promise.resolve());
      const added: unknown[] = [];
      const document = { fonts: { add: (face: unknown) => added.push(face) } };
      new Function('localStorage', 'document', 'FontFace', webFontScript())(storage, document, FakeFontFace);
      return { made, added };
    };

    it('declares the font, without loading it, once this browser has it', () => {
      const { made, added } = run({ getItem: (key) => (key === WEB_FONT_STORAGE_KEY ? '1' : null) });
      expect(made.map((face) => face.args)).toEqual([[WEB_FONT.family, WEB_FONT.source, WEB_FONT.descriptors]]);
      expect(added).toEqual(made);
      expect(made[0]?.load).not.toHaveBeenCalled();
    });

    it('declares nothing on a first visit, or where storage throws', () => {
      expect(run({ getItem: () => null }).added).toEqual([]);
      expect(
        run({
          getItem: () => {
            throw new Error('SecurityError');
          },
        }).added,
      ).toEqual([]);
    });
  });

  describe('warmWebFont', () => {
    afterEach(() => {
      window.localStorage.clear();
      delete (globalThis as { FontFace?: unknown }).FontFace;
    });

    it('downloads the font and remembers it, once', async () => {
      const { FakeFontFace, made } = fakeFontFace(() => Promise.resolve());
      Object.assign(globalThis, { FontFace: FakeFontFace });
      await warmWebFont();
      expect(made).toHaveLength(1);
      expect(made[0]?.load).toHaveBeenCalled();
      expect(window.localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBe('1');
      await warmWebFont();
      expect(made).toHaveLength(1);
    });

    it('remembers nothing when the download fails, and never throws', async () => {
      const { FakeFontFace } = fakeFontFace(() => Promise.reject(new Error('NetworkError')));
      Object.assign(globalThis, { FontFace: FakeFontFace });
      await expect(warmWebFont()).resolves.toBeUndefined();
      expect(window.localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBeNull();
      delete (globalThis as { FontFace?: unknown }).FontFace;
      await expect(warmWebFont()).resolves.toBeUndefined();
    });
  });
});
