// The menu as a terminal feeds it: several keys can arrive in one chunk (a fast typist, a paste,
// a key held down) and each must count once.
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { Menu } from '../../src/ui/menu.js';
import { plain } from './fixtures.js';

/** Polls the last frame until `ok` holds for it (renders are throttled on a busy machine). */
async function frameWhere(app: { lastFrame(): string | undefined }, ok: (frame: string) => boolean): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const f = plain(app.lastFrame());
    if (ok(f)) return f;
    await new Promise((r) => setTimeout(r, 10));
  }
  return plain(app.lastFrame());
}
const cursorRow = (frame: string): string =>
  frame
    .split('\n')
    .find((l) => l.includes('❯'))
    ?.trim() ?? '';

describe('menu keys that arrive together', () => {
  it('three Downs in one chunk move three rows', async () => {
    const app = render(<Menu games={GAMES} onDone={vi.fn()} />);
    await frameWhere(app, (f) => cursorRow(f).startsWith('❯ Game'));
    app.stdin.write('\u001B[B\u001B[B\u001B[B');
    const f = await frameWhere(app, (x) => !cursorRow(x).startsWith('❯ Game'));
    expect(cursorRow(f)).toMatch(/^❯ Seat 1 +◀ human ▶/);
    app.unmount();
  });

  it('two Backspaces in one chunk delete two characters; a name and Enter in one chunk type the name', async () => {
    const onDone = vi.fn();
    const app = render(<Menu games={GAMES} onDone={onDone} />);
    await frameWhere(app, (f) => cursorRow(f).startsWith('❯ Game'));
    app.stdin.write('\u001B[B\u001B[B\u001B[B\u001B[B');
    await frameWhere(app, (f) => /^❯ +name/.test(cursorRow(f)));
    app.stdin.write('Anna');
    await frameWhere(app, (f) => cursorRow(f).includes('Anna_'));
    app.stdin.write('\u007F\u007F');
    const f = await frameWhere(app, (x) => !cursorRow(x).includes('Anna_'));
    expect(cursorRow(f)).toMatch(/^❯ +name +An_/);
    expect(f).not.toContain('\u007F');
    app.stdin.write('a\r');
    await frameWhere(app, () => onDone.mock.calls.length > 0);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone.mock.calls[0]![0].match.names[0]).toBe('Ana');
    app.unmount();
  });
});
