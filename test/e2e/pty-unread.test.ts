// The pseudo-terminal harness keeps what a program wrote before it exited even when node-pty
// destroys its reading socket before the test read it (200 ms after the exit, on a busy machine).
import { describe, expect, it } from 'vitest';
import { CLASSIC_4P } from '../examples.js';
import { Table } from './pty.js';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('pty harness', () => {
  it('a replay printed whole, although the socket went before the test read a byte of it', async () => {
    const t = new Table(['replay', CLASSIC_4P], { env: { TERM: 'dumb' } });
    // Hold this thread until the program has written all (about 6 KB, within the terminal's buffer)
    // and exited, then destroy the socket as node-pty's timer does: nothing was read before.
    const until = Date.now() + 30_000;
    while (alive(t.pty.pid) && Date.now() < until);
    expect(alive(t.pty.pid)).toBe(false);
    expect(t.raw).toBe('');
    (t.pty as unknown as { _socket: { destroy: () => void } })._socket.destroy();
    expect(t.raw).toMatch(/^.*lupfen-classic-4p\.jsonl: Lupfen classic/);
    expect(t.raw).toMatch(/Final balances: .*\r?\n$/);
    expect(await t.exited).toBe(0);
  }, 60_000);
});
