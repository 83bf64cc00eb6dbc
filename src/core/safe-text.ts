// Text that came from outside (a history file, the command line, a file name) is shown as text,
// never as terminal commands: ESC starts cursor moves, window titles (OSC 0) and clipboard writes
// (OSC 52), a newline or carriage return forges lines, bidi overrides reorder what is shown, and
// the other invisible format characters (U+200B, U+061C, the line and paragraph separators
// U+2028/U+2029 …) hide or split what a person reads. This is the one rule for all of them:
// names, seeds and every string in a history are refused when they hold one, and everything
// printed from outside goes through safeText.

/** Controls (C0, DEL, C1: Cc), format characters (Cf) and the line/paragraph separators (Zl, Zp). */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const CONTROL_ALL = new RegExp(CONTROL.source, 'gu');

/** True when `text` holds a character that drives the terminal or hides itself instead of being shown. */
export function hasControl(text: string): boolean {
  return CONTROL.test(text);
}

/** `\u001b` for ESC, `\u{e0041}` past the BMP: a character as a readable escape. */
export function escapedChar(c: string): string {
  const cp = c.codePointAt(0)!;
  return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}

/** The first such character as a readable escape (`\u001b`), for messages; null when there is none. */
export function firstControl(text: string): string | null {
  const m = CONTROL.exec(text);
  return m ? escapedChar(m[0]) : null;
}

/** `text` with every such character replaced by U+FFFD, so it can only ever be shown. */
export function safeText(text: string): string {
  return text.replace(CONTROL_ALL, '\uFFFD');
}

/** `text` with every such character written as its escape (`\u001b`): a bad input quoted in a message. */
export function escapedText(text: string): string {
  return text.replace(CONTROL_ALL, escapedChar);
}

/** A bad value is quoted in a message up to this many characters: enough to know it again, never a screenful. */
export const QUOTED_MAX = 80;

/** A bad input as a message quotes it: its first QUOTED_MAX characters, then "…" (printing makes it inert). */
export function shortText(text: string): string {
  const chars = [...text];
  return chars.length <= QUOTED_MAX ? text : `${chars.slice(0, QUOTED_MAX - 1).join('')}…`;
}
