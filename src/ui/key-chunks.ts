// Ink splits escape sequences (arrows) into input events of their own but hands a run of plain
// bytes over as one text: two Backspaces arrive as "\x7f\x7f", a typed name and Enter as
// "Ana\r", a rung's number and Enter as "12\r" (a paste, a fast typist, tmux send-keys).
import type { Key } from 'ink';

export type KeyInfo = Partial<Key>;

const CONTROL_KEYS: Readonly<Record<string, KeyInfo>> = {
  '\x7f': { backspace: true },
  '\b': { backspace: true },
  '\r': { return: true },
  '\n': { return: true },
  '\t': { tab: true },
};

/**
 * The keys in one input event. Each control byte is a key of its own; printable text stays one
 * typed run (`text: 'run'`, a name being typed) or is a key per character (`'each'`, the table).
 */
export function splitKeys(input: string, key: KeyInfo, text: 'run' | 'each'): [string, KeyInfo][] {
  if (input.length <= 1 || input.startsWith('\u001B')) return [[input, key]];
  const out: [string, KeyInfo][] = [];
  let run = '';
  for (const ch of input) {
    const control = CONTROL_KEYS[ch];
    if (!control && text === 'run') {
      run += ch;
      continue;
    }
    if (run) out.push([run, {}]);
    run = '';
    if (control) out.push([ch === '\r' || ch === '\n' ? '\r' : ch, control]);
    else out.push([ch, {}]);
  }
  if (run) out.push([run, {}]);
  return out;
}
