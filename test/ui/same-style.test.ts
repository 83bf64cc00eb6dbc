// The shortcut the build gives ansi-tokenize's styledCharsToString (src/ui/same-style.ts): when it
// says two cells share their style, the escape codes between them must be none at all.
import { readFileSync } from 'node:fs';
import { diffAnsiCodes, styledCharsFromTokens, tokenize, type AnsiCode } from '@alcalzone/ansi-tokenize';
import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { sameAnsiCodes } from '../../src/ui/same-style.js';

const c = new Chalk({ level: 3 });

/** The styles of every cell of some text as Ink draws a table: colours, bold, dim, inverse, links. */
function cellStyles(): AnsiCode[][] {
  const text = [
    c.green('╭──╮') + ' plain ' + c.bold.yellow('Pot 4 chips') + c.dim(' said no'),
    c.inverse.bold('▶ Bot 2') + c.red('A♥') + c.bgBlue.white(' K♠ ') + c.dim.bold('both') + c.bold.dim('both'),
    c.rgb(10, 20, 30)('rgb') +
      c.bgRgb(1, 2, 3).underline('bg') +
      c.italic.strikethrough('x') +
      '\u001B]8;;https://x.y\u0007link\u001B]8;;\u0007',
    c.green('a' + c.red('b' + c.bold('c') + 'd') + 'e'),
  ].join('');
  return styledCharsFromTokens(tokenize(text)).map((ch) => ch.styles);
}

describe('neighbouring cells with the same style', () => {
  it('is the line the build swaps in ansi-tokenize', () => {
    const url = new URL('../../node_modules/@alcalzone/ansi-tokenize/build/styledChars.js', import.meta.url);
    expect(readFileSync(url, 'utf8')).toContain('ret += ansiCodesToString(diffAnsiCodes(chars[i - 1].styles, char.styles));');
  });

  it('never skips a style change: "same" only where the difference is empty', () => {
    const styles: AnsiCode[][] = [[], ...cellStyles()];
    let same = 0;
    for (const a of styles) {
      for (const b of styles) {
        if (!sameAnsiCodes(a, b)) continue;
        same++;
        expect(diffAnsiCodes(a, b)).toEqual([]);
      }
    }
    // The cells hold runs of one style and style changes, so both answers were exercised.
    expect(same).toBeGreaterThan(styles.length);
    expect(same).toBeLessThan(styles.length * styles.length);
  });

  it('compares codes, not arrays', () => {
    const bold = { code: '\u001B[1m', endCode: '\u001B[22m' };
    const dim = { code: '\u001B[2m', endCode: '\u001B[22m' };
    expect(sameAnsiCodes([], [])).toBe(true);
    expect(sameAnsiCodes([bold], [{ ...bold }])).toBe(true);
    expect(sameAnsiCodes([bold], [dim])).toBe(false);
    expect(sameAnsiCodes([bold, dim], [dim, bold])).toBe(false);
    expect(sameAnsiCodes([bold], [])).toBe(false);
  });
});
