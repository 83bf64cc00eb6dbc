import { renderToString } from 'ink';
import { describe, expect, it } from 'vitest';
import { toAscii } from '../../src/ui/ascii.js';
import { HandPanel } from '../../src/ui/components/Hand.js';
import { GLYPH_PAIRS, glyphsFor } from '../../src/ui/glyphs.js';
import { plain } from './fixtures.js';

const ASCII_LOOK = { style: 'french', ascii: true } as const;
const LOOK = { style: 'french', ascii: false } as const;

describe('one glyph table per look', () => {
  it('the ASCII table is 7-bit, each mark as wide as its Unicode one, and toAscii maps a mark as the table draws it', () => {
    const u = glyphsFor(LOOK);
    const a = glyphsFor(ASCII_LOOK);
    for (const k of Object.keys(u) as (keyof typeof u)[]) {
      for (const g of [a[k]].flat()) expect([...g].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
      if (typeof u[k] === 'string') {
        expect(a[k]).toHaveLength((u[k] as string).length);
        expect(toAscii(u[k] as string)).toBe(a[k]);
      }
    }
    // The mark of a card picked for a many-card decision: "+" on screen, so "+" wherever it is drawn.
    expect(GLYPH_PAIRS['✓']).toBe('+');
    expect(toAscii('▲✓ ★ ▒▒ • ≈ −1')).toBe('^+ * ## * ~ -1');
  });

  it('a card marked for a decision of several cards: ✓ (selected: ▲✓), under --ascii + (^+)', () => {
    const hand = ['AS', 'KH', 'QD'] as const;
    const draw = (look: typeof LOOK | typeof ASCII_LOOK) =>
      plain(
        renderToString(
          <HandPanel cards={[...hand]} look={look} selected={0} playable={null} trump={null} chosen={new Set(['AS', 'KH'])} />,
          { columns: 80 },
        ),
      );
    const unicode = draw(LOOK);
    expect(unicode).toContain('▲✓');
    expect((unicode.match(/✓/g) ?? []).length).toBe(2);
    const ascii = draw(ASCII_LOOK);
    expect(ascii).toContain('^+');
    // The marks come from the ASCII table; what is left (the caption's ❯) the terminal maps.
    expect(ascii).not.toMatch(/[✓▲]/);
    expect(toAscii(ascii)).toMatch(/^Your hand {4}\^\+ {7}\+ {4}\[Q-d\]$/m);
  });
});
