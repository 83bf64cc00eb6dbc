// The marks the screens draw besides letters and card faces. `--ascii` is one switch: a look
// takes one of two tables (glyphsFor) and components draw from it; ascii.ts maps the same pairs
// for text that reaches the terminal another way (Ink's borders, rules text, names).
import type { CardLook } from '../contract/view.js';

export interface Glyphs {
  /** Half of a face-down card (a back is drawn twice: "▒▒"). */
  readonly back: string;
  /** Under a trump in the hand. */
  readonly trump: string;
  /** Over the selected card. */
  readonly selected: string;
  /** Over a card picked for a decision of several cards. */
  readonly chosen: string;
  /** The hint's pick, a trick's winner. */
  readonly star: string;
  /** "About" before a hint's value. */
  readonly approx: string;
  /** A negative number's sign. */
  readonly minus: string;
  /** Before the chosen option of a ladder. */
  readonly pointer: string;
  /** More options to the left / right of a ladder's window. */
  readonly moreLeft: string;
  readonly moreRight: string;
  /** A busy spinner's frames. */
  readonly spinner: readonly string[];
}

const UNICODE: Glyphs = {
  back: '▒',
  trump: '•',
  selected: '▲',
  chosen: '✓',
  star: '★',
  approx: '≈',
  minus: '−',
  pointer: '❯',
  moreLeft: '◀',
  moreRight: '▶',
  spinner: ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'],
};

const ASCII: Glyphs = {
  back: '#',
  trump: '*',
  selected: '^',
  chosen: '+',
  star: '*',
  approx: '~',
  minus: '-',
  pointer: '>',
  moreLeft: '<',
  moreRight: '>',
  spinner: ['|', '/', '-', '\\'],
};

export function glyphsFor(look: Pick<CardLook, 'ascii'>): Glyphs {
  return look.ascii ? ASCII : UNICODE;
}

/** Each one-character glyph and its ASCII stand-in, for ascii.ts. */
export const GLYPH_PAIRS: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(UNICODE) as (keyof Glyphs)[]).flatMap((k) => {
    const u = UNICODE[k];
    const a = ASCII[k];
    return typeof u === 'string' && typeof a === 'string' ? [[u, a]] : [];
  }),
);
