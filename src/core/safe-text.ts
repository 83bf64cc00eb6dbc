// Text that came from outside (a history file, the command line) is shown as text, never as
// terminal commands: ESC starts cursor moves, window titles (OSC 0) and clipboard writes (OSC 52),
// a newline or carriage return forges lines, and bidi overrides reorder what is shown.

/** C0 and C1 controls, DEL, and the bidi embedding/override/isolate characters. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');

/** True when `text` holds a character that drives the terminal instead of being shown. */
export function hasControl(text: string): boolean {
  return CONTROL.test(text);
}

/** The first such character as a readable escape (`\u001b`), for messages; null when there is none. */
export function firstControl(text: string): string | null {
  const m = CONTROL.exec(text);
  return m ? `\\u${m[0].charCodeAt(0).toString(16).padStart(4, '0')}` : null;
}

/** `text` with every control character replaced by U+FFFD, so it can only ever be shown. */
export function safeText(text: string): string {
  return text.replace(CONTROL_ALL, '\uFFFD');
}
