// `--ascii`: the terminal gets 7-bit text only. Components already pick ASCII card faces and
// take their marks from glyphs.ts; this last step turns every other glyph (Ink's box borders, arrows, the
// selection and winner marks, rules text, names) into ASCII of the same width, so layouts that
// Ink measured still line up.
import { GLYPH_PAIRS } from './glyphs.js';

const SAME_WIDTH: Readonly<Record<string, string>> = {
  // The marks components draw (glyphs.ts) map as their ASCII table draws them.
  ...GLYPH_PAIRS,
  '─': '-',
  '━': '-',
  '═': '=',
  '┄': '-',
  '┈': '-',
  '╌': '-',
  '│': '|',
  '┃': '|',
  '║': '|',
  '┆': '|',
  '┊': '|',
  '╎': '|',
  '╭': '+',
  '╮': '+',
  '╰': '+',
  '╯': '+',
  '┌': '+',
  '┐': '+',
  '└': '+',
  '┘': '+',
  '╔': '+',
  '╗': '+',
  '╚': '+',
  '╝': '+',
  '├': '+',
  '┤': '+',
  '┬': '+',
  '┴': '+',
  '┼': '+',
  '▼': 'v',
  '❮': '<',
  '►': '>',
  '◄': '<',
  '←': '<',
  '→': '>',
  '↑': '^',
  '↓': 'v',
  '☆': '*',
  '●': '*',
  '○': 'o',
  '░': '#',
  '█': '#',
  '✗': 'x',
  '×': 'x',
  '–': '-',
  '—': '-',
  '·': '|',
  '…': '.',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '♣': 'c',
  '♠': 's',
  '♥': 'h',
  '♦': 'd',
  ß: 's',
  Æ: 'A',
  æ: 'a',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ł: 'L',
  ł: 'l',
};

/** Code points a terminal draws two columns wide (CJK, fullwidth forms, most emoji). */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

function asciiChar(ch: string): string {
  const mapped = SAME_WIDTH[ch];
  if (mapped !== undefined) return mapped;
  // Letters with accents keep their base letter (Ständer → Stander); marks of zero width vanish.
  const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (base.length > 0 && /^[\x20-\x7e]+$/.test(base)) return base;
  if (base.length === 0 || /^\p{M}+$/u.test(ch)) return '';
  return isWide(ch.codePointAt(0)!) ? '??' : '?';
}

/** `text` with every character ≥ 0x80 replaced by ASCII of the same width (escape codes are ASCII already). */
export function toAscii(text: string): string {
  return /^[\x00-\x7f]*$/.test(text) ? text : text.replace(/[^\x00-\x7f]/gu, asciiChar);
}

/** A stdout whose writes pass through toAscii; everything else (size, events) is the real one's. */
export function asciiStdout(out: NodeJS.WriteStream): NodeJS.WriteStream {
  return new Proxy(out, {
    get(target, prop) {
      if (prop === 'write') {
        return (chunk: unknown, ...rest: unknown[]) =>
          (target.write as (...a: unknown[]) => boolean)(
            typeof chunk === 'string' ? toAscii(chunk) : Buffer.isBuffer(chunk) ? toAscii(chunk.toString('utf8')) : chunk,
            ...rest,
          );
      }
      const v: unknown = Reflect.get(target, prop, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}
