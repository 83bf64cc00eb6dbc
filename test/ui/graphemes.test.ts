// The stand-in for Intl.Segmenter that scripts/build.mjs hands Ink's text helpers
// (src/ui/graphemes.ts) must split every string as Intl.Segmenter does, or Ink would measure and
// cut text differently and the table would shift.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { graphemesAlone, graphemeSegmenter } from '../../src/ui/graphemes.js';

const intl = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const plain = (segments: Iterable<{ segment: string; index: number; input: string }>) =>
  [...segments].map(({ segment, index, input }) => ({ segment, index, input }));

/** Every BMP code point the stand-in splits without Intl.Segmenter. */
const alone = Array.from({ length: 0x10000 }, (_, cp) => String.fromCharCode(cp)).filter((c) => graphemesAlone(c));

describe('graphemes without Intl.Segmenter', () => {
  it('takes only code points that never join a neighbour into one grapheme', () => {
    expect(alone.length).toBeGreaterThan(2000);
    const joiners = alone.filter((c) => /[\p{M}\p{Grapheme_Extend}\p{Regional_Indicator}\p{Script=Hangul}\p{Cs}\r\u200C\u200D]/u.test(c));
    expect(joiners).toEqual([]);
    for (const c of '♠♥♦♣╭─▲▒❯·…⠋éü') expect(graphemesAlone(c), c).toBe(true);
    for (const c of ['\r', '\u0301', '\u200D', '\uFE0F', '\u1100', '\uD83C']) expect(graphemesAlone(c), c).toBe(false);
  });

  it('splits a string of all of them, in either order, as Intl.Segmenter does: one grapheme each', () => {
    for (const text of [alone.join(''), alone.slice().reverse().join('')]) {
      expect(plain(graphemeSegmenter().segment(text))).toEqual(plain(intl.segment(text)));
      expect([...intl.segment(text)]).toHaveLength(text.length);
    }
  });

  const samples = [
    '',
    'Pot 14 chips',
    '╭──────╮ │10-Ro │ ♥ ♠ ▲ ❯ · … ⠋ Bot 2 is thinking…',
    '\u001B[1mbold\u001B[22m\ttab\nnext line',
    'e\u0301 combining',
    '👨‍👩‍👧 family, 🇨🇭 flag',
    'line\r\nCRLF',
    '♠\uFE0F emoji selector',
    '한국어 가',
  ];

  it.each(samples)('segments %j as Intl.Segmenter does, containing() at every index too', (text) => {
    const stand = graphemeSegmenter().segment(text);
    const real = intl.segment(text);
    expect(plain(stand)).toEqual(plain(real));
    for (const i of [-2, -1, ...Array.from({ length: text.length + 2 }, (_, k) => k), 0.5, Number.NaN, undefined]) {
      const a = stand.containing(i);
      const b = real.containing(i);
      expect(a && { segment: a.segment, index: a.index, input: a.input }, `index ${i}`).toEqual(
        b && { segment: b.segment, index: b.index, input: b.input },
      );
    }
  });

  describe('makes Intl.Segmenter only for a string that needs one', () => {
    const Real = Intl.Segmenter;
    const writable = Intl as { Segmenter: typeof Intl.Segmenter };
    let made = 0;
    afterEach(() => {
      writable.Segmenter = Real;
    });

    it('none for table text, one for the first string that joins, and no second', () => {
      writable.Segmenter = class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          made++;
        }
      };
      made = 0;
      const segmenter = graphemeSegmenter();
      expect([...segmenter.segment('╭──╮ Pot 14 chips ♥ ▲')]).toHaveLength(21);
      expect(made).toBe(0);
      expect([...segmenter.segment('e\u0301')].map((s) => s.segment)).toEqual(['e\u0301']);
      expect([...segmenter.segment('👍🏽')]).toHaveLength(1);
      expect(made).toBe(1);
    });
  });

  // The build swaps these very lines (scripts/build.mjs PATCHES); the test keeps both in step.
  it.each([
    ['string-width/index.js', 'const segmenter = new Intl.Segmenter();'],
    ['wrap-ansi/node_modules/string-width/index.js', 'const segmenter = new Intl.Segmenter();'],
    ['slice-ansi/tokenize-ansi.js', "const GRAPHEME_SEGMENTER = new Intl.Segmenter(undefined, {granularity: 'grapheme'});"],
    ['@alcalzone/ansi-tokenize/build/tokenize.js', 'const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });'],
  ])('node_modules/%s makes its segmenter with the line the build swaps', (file, line) => {
    expect(readFileSync(new URL(`../../node_modules/${file}`, import.meta.url), 'utf8')).toContain(line);
  });
});
