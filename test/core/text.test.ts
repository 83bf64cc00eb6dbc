import { describe, expect, it } from 'vitest';
import { reflow, signed } from '../../src/core/text.js';
import { entriesUnderTest } from '../test-registry.js';

const words = (t: string): string => t.split(/\s+/).filter(Boolean).join(' ');

describe('reflow (rules text on a terminal)', () => {
  const playable = entriesUnderTest().flatMap((g) => (g.game ? [g.game] : []));
  it.each([40, 60, 80])('fits every game’s rules into %i columns without losing or reordering a word', (width) => {
    for (const game of playable)
      for (const v of game.variants) {
        const text = game.rulesText(v.id);
        const out = reflow(text, width);
        expect(words(out)).toBe(words(text));
        for (const line of out.split('\n')) {
          const longestWord = Math.max(
            0,
            ...line
              .trim()
              .split(/\s+/)
              .map((w) => w.length),
          );
          if (!line.trimStart().startsWith('|')) expect(line.length <= width || longestWord > width / 2).toBe(true);
        }
      }
  });

  it('keeps the hanging indent of numbered items and starts a bracketed note on its own line', () => {
    const text = '1. First item that is long\n   and goes on here.\n   [program decision] A note\n   that wraps.\n\nNEXT';
    expect(reflow(text, 20)).toBe(
      ['1. First item that', '   is long and goes', '   on here.', '   [program', '   decision] A note', '   that wraps.', '', 'NEXT'].join(
        '\n',
      ),
    );
  });
  it('a short line ends its paragraph: the next line at the same indent starts a new one', () => {
    const text = ['1. A long first line that was wrapped at forty', '   columns here. Short end.', '   A new paragraph.'].join('\n');
    expect(reflow(text, 60)).toBe(
      ['1. A long first line that was wrapped at forty columns here.', '   Short end.', '   A new paragraph.'].join('\n'),
    );
  });
});

describe('signed', () => {
  it('shows a sign on positive numbers and no minus zero', () => {
    expect(signed(0.1234)).toBe('+0.123');
    expect(signed(-0.0001)).toBe('0.000');
    expect(signed(-1.5)).toBe('-1.500');
  });
});

describe('reflow headings', () => {
  it('keeps an upper-case heading with a lower-case parenthesis on its own line', () => {
    expect(reflow("LUPFEN ROUND (no ante)\nFrom the dealer's left, each player says pass.", 30)).toBe(
      "LUPFEN ROUND (no ante)\nFrom the dealer's left, each\nplayer says pass.",
    );
  });
});
