// Plain-text helpers shared by the command line and the screens: re-flowing rules text to a width, padding, signed numbers.

const MARKER = /^(\s*)((?:\d+\.|[-*•])\s+)?/;

function isHeading(line: string): boolean {
  // A trailing parenthesis may be lower case: "LUPFEN ROUND (no ante)".
  const t = line.trim().replace(/\s*\([^)]*\)$/, '');
  return t.startsWith('#') || (t.length > 2 && t === t.toUpperCase() && /[A-Z]/.test(t));
}

/**
 * Re-flows paragraphs and list items of pre-wrapped text to `width` columns, keeping hanging
 * indents. Headings, tables and blank lines are kept as they are.
 */
import { wrapLine } from '../core/wrap.js';

const TABLE_ROW = /\S {2,}\S/;

export function reflow(text: string, width: number): string {
  const out: string[] = [];
  const lines = text.split('\n');
  // The width the text was wrapped at: a line is a continuation only if the line before it was
  // broken there (the next word would not have fitted); a short line ends its paragraph.
  const sourceWidth = Math.max(...lines.map((l) => l.trimEnd().length));
  let prevLen = 0;
  let block: { first: string; hang: string; words: string[] } | null = null;
  const flush = (): void => {
    if (!block) return;
    let line = block.first;
    let empty = true;
    for (const w of block.words) {
      if (!empty && line.length + 1 + w.length > width) {
        out.push(line);
        line = block.hang + w;
      } else {
        line += (empty ? '' : ' ') + w;
      }
      empty = false;
    }
    out.push(line);
    block = null;
  };
  for (const raw of lines) {
    const line = raw.replace(/\s+$/, '');
    // A table row (columns apart by two spaces or more) keeps its spacing: joined, it loses its columns.
    if (line === '' || isHeading(line) || line.trimStart().startsWith('|') || TABLE_ROW.test(line)) {
      prevLen = 0;
      flush();
      out.push(...(TABLE_ROW.test(line) ? wrapLine(line, width) : [line]));
      continue;
    }
    const m = MARKER.exec(line)!;
    const indent = m[1] ?? '';
    const marker = m[2] ?? '';
    const rest = line.slice(indent.length + marker.length);
    // A bracketed note such as "[program decision]" starts a paragraph of its own.
    const firstWord = rest.split(/\s+/)[0] ?? '';
    const wrappedHere = prevLen + 1 + firstWord.length > sourceWidth - 1;
    prevLen = line.length;
    const continues =
      block !== null && wrappedHere && marker === '' && !rest.startsWith('[') && indent === (block as { hang: string }).hang;
    if (continues) {
      (block as unknown as { words: string[] }).words.push(...rest.split(/\s+/).filter(Boolean));
      continue;
    }
    flush();
    block = { first: indent + marker, hang: indent + ' '.repeat(marker.length), words: rest.split(/\s+/).filter(Boolean) };
  }
  flush();
  return out.join('\n');
}

export function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

export function padLeft(text: string, width: number): string {
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}

/** "+1.234", "-0.500", "0.000": a signed number with `digits` decimals; `minus` lets a screen use "−". */
export function signed(x: number, digits = 3, minus = '-'): string {
  const t = x.toFixed(digits);
  if (Number(t) === 0) return (0).toFixed(digits);
  return x > 0 ? `+${t}` : `${minus}${t.slice(1)}`;
}
