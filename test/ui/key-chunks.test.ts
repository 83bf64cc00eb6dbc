// One input event may hold several keys (a paste, a fast typist, tmux send-keys "12" Enter).
import { describe, expect, it } from 'vitest';
import { splitKeys } from '../../src/ui/key-chunks.js';

describe('splitKeys', () => {
  it('on the table every character is a key: "12\\r" is 1, 2 and Enter (a ladder rung picked by number)', () => {
    expect(splitKeys('12\r', {}, 'each')).toEqual([
      ['1', {}],
      ['2', {}],
      ['\r', { return: true }],
    ]);
  });

  it('in a name field printable text stays one run, control bytes are keys of their own', () => {
    expect(splitKeys('Ana\r', {}, 'run')).toEqual([
      ['Ana', {}],
      ['\r', { return: true }],
    ]);
    expect(splitKeys('\x7f\x7f', {}, 'run')).toEqual([
      ['\x7f', { backspace: true }],
      ['\x7f', { backspace: true }],
    ]);
  });

  it('a single key and an escape sequence pass through unchanged', () => {
    expect(splitKeys('p', { shift: false }, 'each')).toEqual([['p', { shift: false }]]);
    expect(splitKeys('\u001B[A', { upArrow: true }, 'each')).toEqual([['\u001B[A', { upArrow: true }]]);
  });
});
