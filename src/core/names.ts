// Player names as people type them (`--names`, the menu): one rule set for both, so a name the
// menu accepts is one the command line accepts too. Names reach the screen and the history, so
// nothing that a terminal would act on (control characters, escape sequences) or that hides
// itself (invisible format characters) gets in.

import { escapedChar, hasControl, safeText, shortText } from '../core/safe-text.js';

export const NAME_MAX = 20;

/** Why `name` cannot be a player's name (null: it can). `name` is taken as typed, untrimmed. */
export function nameProblem(name: string): string | null {
  // The one rule of safe-text.ts: controls and invisible format characters (U+200B, U+2028 …).
  if (hasControl(name)) return 'has a control character, escape sequence or invisible format character';
  const t = name.trim();
  if (t.length === 0) return 'is empty';
  if ([...t].length > NAME_MAX) return `is longer than ${NAME_MAX} characters`;
  if (t.includes(',')) return 'has a comma';
  return null;
}

/** A printable rendering of a bad name for a message: such characters shown as \xNN or \uNNNN, never sent raw. */
export function shownName(name: string): string {
  return [...name]
    .map((c) => (!hasControl(c) ? c : c.codePointAt(0)! < 0x100 ? `\\x${c.codePointAt(0)!.toString(16).padStart(2, '0')}` : escapedChar(c)))
    .join('');
}

/**
 * The first problem with a list of names: a bad name, or two names equal but for case or spaces;
 * `index` is the name at fault (the menu marks that field).
 */
export function namesProblem(names: readonly string[]): { readonly index: number; readonly reason: string } | null {
  const seen = new Map<string, number>();
  for (let i = 0; i < names.length; i++) {
    const n = names[i]!;
    const p = nameProblem(n);
    if (p) return { index: i, reason: `name "${shownName(shortText(n))}" ${p}` };
    const key = n.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return { index: i, reason: `name "${n.trim()}" is given twice (players ${first + 1} and ${i + 1})` };
    seen.set(key, i);
  }
  return null;
}

/** What every name message ends with: what is accepted. */
export const NAMES_ACCEPTED = `names are 1–${NAME_MAX} printable characters, no commas, each different (case does not count)`;

/**
 * Seat names read from a history, as screens and tables show them. A file is checked for control
 * characters only, so a name there may be empty, longer than any table column, or the same as
 * another seat's: each is shown as text, cut at NAME_MAX characters ("…"), an empty one as
 * "Seat N", and a name that repeats an earlier seat's (case aside) gets the seat's number, so
 * two seats are never taken for one player.
 */
export function shownNames(names: readonly string[]): string[] {
  const cut = (text: string, max: number): string => {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
  };
  const seen = new Set<string>();
  return names.map((raw, seat) => {
    const plain = safeText(raw).trim();
    let name = plain === '' ? `Seat ${seat + 1}` : cut(plain, NAME_MAX);
    if (seen.has(name.toLowerCase())) {
      const mark = ` (${seat + 1})`;
      name = `${cut(name, NAME_MAX - mark.length)}${mark}`;
    }
    seen.add(name.toLowerCase());
    return name;
  });
}
