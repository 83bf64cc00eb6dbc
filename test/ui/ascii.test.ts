import { describe, expect, it } from 'vitest';
import { toAscii } from '../../src/ui/ascii.js';

describe('toAscii', () => {
  it('turns borders, arrows, marks, dashes and accents into ASCII of the same width', () => {
    const cases: [string, string][] = [
      ['╭──╮│╰╯╔═╗', '+--+|+++=+'],
      ['←/→ ↑/↓ ▲ ❯ ◀ 3 ▶ ★ wins', '</> ^/v ^ > < 3 > * wins'],
      ['Ständer · −3 ≈ +1.6 — “ok” 1–10 …', 'Stander | -3 ~ +1.6 - "ok" 1-10 .'],
      ['\u001b[1mBold\u001b[22m', '\u001b[1mBold\u001b[22m'],
      ['名前', '????'],
    ];
    for (const [input, want] of cases) {
      const out = toAscii(input);
      expect(out).toBe(want);
      expect([...out].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    }
  });
});
