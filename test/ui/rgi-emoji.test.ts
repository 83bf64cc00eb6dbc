// The stand-in for string-width's RGI-emoji expression (src/ui/rgi-emoji.ts) must give its exact
// answers, or Ink would measure some text differently and the table would shift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRgiEmoji, RGI_EMOJI_SOURCE } from '../../src/ui/rgi-emoji.js';

const rgi = new RegExp(RGI_EMOJI_SOURCE, 'v');

describe('RGI emoji without building the expression for plain graphemes', () => {
  it('is the expression string-width builds', () => {
    // The build swaps this very line (scripts/build.mjs); the test keeps both in step.
    const source = readFileSync(new URL('../../node_modules/string-width/index.js', import.meta.url), 'utf8');
    expect(source).toContain('const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;');
    expect(rgi.source).toBe('^\\p{RGI_Emoji}$');
  });

  it('answers as the expression for every single code point, lone surrogates included', () => {
    const differ: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const s = String.fromCodePoint(cp);
      if (isRgiEmoji(s) !== rgi.test(s)) differ.push(cp.toString(16));
    }
    expect(differ).toEqual([]);
  });

  it('answers as the expression for sequences, which always reach it', () => {
    const cases: [string, boolean][] = [
      ['\u2660', false], // ♠ as text: one cell
      ['\u2660\uFE0F', true], // ♠️ with the emoji selector
      ['\u2665\uFE0E', false], // ♥︎ with the text selector
      ['\u{1F600}', true], // 😀
      ['\u{1F44D}\u{1F3FD}', true], // 👍🏽
      ['\u{1F1E9}\u{1F1EA}', true], // 🇩🇪
      ['1\uFE0F\u20E3', true], // 1️⃣
      ['1\u20E3', false], // unqualified keycap: string-width counts it by another rule
      ['\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', true], // 👨‍👩‍👧
      ['e\u0301', false], // é as e + combining acute
      ['\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}', true], // England's flag
      ['\u{1F1E6}', false], // a lone regional indicator
    ];
    for (const [s, want] of cases) {
      expect(rgi.test(s)).toBe(want);
      expect(isRgiEmoji(s)).toBe(want);
    }
  });
});
