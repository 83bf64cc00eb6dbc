// A table hosted in one terminal and joined from three others, each a pseudo-terminal running the
// built program, played by keys as people would: the history the host writes is the one hot-seat
// writes for the same decisions. A player whose terminal is killed mid-deal joins again, and one
// on a dumb terminal plays by typed lines.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { historyLines } from './drive.js';
import { KEY, nextQuestion, startTable, Table, tempDir, WAIT_MS } from './pty.js';

const ASKS =
  /match is over [—-] standings|Pass to|Press Enter (to continue|for the standings)|Do you lift\?|(Lift|Lupf) or pass\?|Name the price|Play or drop\?|Exchange your|Scrap the deal\?|Shove the deal on|play a card/;

/**
 * Answers every question on `t` until the standings, each the same way whoever asks it and
 * wherever (so hot-seat, asked the same questions, makes the same decisions).
 */
async function answerAll(t: Table): Promise<void> {
  let last = '';
  for (let step = 0; step < 300; step++) {
    const s = await nextQuestion(t, last, ASKS, WAIT_MS * 2);
    last = s;
    if (/match is over [—-] standings/.test(s)) return;
    if (s.includes('Pass to') || /Press Enter (to continue|for the standings)/.test(s) || /Scrap the deal\?|Shove the deal on/.test(s))
      t.press(KEY.enter);
    else if (/Do you lift\?|(Lift|Lupf) or pass\?/.test(s)) t.press('l');
    else if (s.includes('Name the price')) {
      t.press('3');
      last = await t.waitFor(/(◀|<) +3 +(▶|>)/);
      t.press(KEY.enter);
    } else if (s.includes('Play or drop?')) t.press('y');
    else if (s.includes('Exchange your')) t.press('e');
    else if (s.includes('play a card')) t.press(KEY.enter);
  }
  throw new Error(`no standings; last screen:\n${last}`);
}

/** The join lines the host printed, by name. */
async function joinLines(host: Table, names: readonly string[]): Promise<Map<string, string>> {
  const screen = await host.waitFor((s) => names.every((n) => new RegExp(`${n}: cardtable join \\S+`).test(s)));
  return new Map(names.map((n) => [n, new RegExp(`${n}: cardtable join (\\S+)`).exec(screen)![1]!]));
}

const running: Table[] = [];
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

function started(t: Table): Table {
  running.push(t);
  return t;
}

/** A history as compared across tables: the time it was started and the remote seats left out. */
function comparable(path: string): unknown[] {
  return historyLines(path).map((l) => {
    if (l['type'] !== 'match') return l;
    const { startedAt: _s, remote: _r, ...rest } = l;
    return rest;
  });
}

describe('cardtable host and join in pseudo-terminals', () => {
  it('a host and three players play a seeded match to its end; the history is the one hot-seat writes', async () => {
    const dir = tempDir('net');
    const file = join(dir, 'hosted.jsonl');
    const names = ['Ben', 'Cleo', 'Dan'];
    const common = ['--seed', 'net-e2e', '--names', 'Ana,Ben,Cleo,Dan', '--deals', '1', '--speed', 'instant'];
    const host = started(
      new Table(['host', 'lupfen', ...common, '--seats', 'human,remote,remote,remote', '--port', '0', '--record', file], {
        env: { XDG_DATA_HOME: dir },
      }),
    );
    const lines = await joinLines(host, names);
    const players = names.map((n) => started(new Table(['join', lines.get(n)!], { env: { XDG_DATA_HOME: dir } })));
    await Promise.all([host, ...players].map((t) => answerAll(t)));
    // The host leaves the standings: every player's terminal is told and closes its table.
    host.press('q');
    expect(await host.exited).toBe(0);
    for (const p of players) {
      expect(await p.exited).toBe(0);
      expect(p.text()).toContain('The host closed the table.');
    }

    const hot = startTable({ game: ['lupfen'], seed: 'net-e2e', seats: 'human,human,human,human', names: 'Ana,Ben,Cleo,Dan', deals: 1 });
    running.push(hot.t);
    await answerAll(hot.t);
    hot.t.press('q');
    await hot.t.exited;
    expect(historyLines(file)[0]).toMatchObject({ type: 'match', remote: [1, 2, 3] });
    expect(comparable(file)).toEqual(comparable(hot.file));
    expect(comparable(file).some((l) => (l as { type: string }).type === 'end')).toBe(true);
  });

  it('a player whose terminal is killed mid-deal joins again and sees the deal where it was; a wrong token is one line, exit 2', async () => {
    const dir = tempDir('net-kill');
    const host = started(
      new Table(
        [
          'host',
          'lupfen',
          '--seed',
          'net-kill',
          '--names',
          'Ana,Ben,Bot1,Bot2',
          '--seats',
          'human,remote,bot:basic,bot:basic',
          '--port',
          '0',
          '--no-record',
          '--speed',
          'instant',
        ],
        {
          env: { XDG_DATA_HOME: dir },
        },
      ),
    );
    const line = (await joinLines(host, ['Ben'])).get('Ben')!;
    const ben = started(new Table(['join', line]));
    const first = await ben.waitFor((s) => s.includes('Your hand') && !s.includes('(no cards)'));
    const hand = first.split('\n').find((l) => l.startsWith('Your hand'));
    ben.kill('SIGKILL');
    await host.waitFor('Ben lost the connection; waiting for Ben.');
    const again = started(new Table(['join', line]));
    const back = await again.waitFor((s) => s.includes('Ben is back at the table.') && s.includes('Your hand'));
    expect(back.split('\n').find((l) => l.startsWith('Your hand'))).toBe(hand);
    await host.waitFor('Ben is back at the table.');

    const wrong = started(new Table(['join', line.replace(/\/[0-9a-f]{32}$/, `/${'0'.repeat(32)}`)]));
    expect(await wrong.exited).toBe(2);
    expect(wrong.text()).toContain('cardtable: wrong token: this table has no seat for it (copy the whole line the host printed)');
  });

  it('a player joins from a dumb terminal and plays a deal by typed lines: printed lines only, no escapes', async () => {
    const dir = tempDir('net-dumb');
    const host = started(
      new Table(
        [
          'host',
          'lupfen',
          '--seed',
          'net-dumb',
          '--deals',
          '1',
          '--names',
          'Ana,Ben,Bot1,Bot2',
          '--speed',
          'instant',
          '--seats',
          'human,remote,bot:basic,bot:basic',
          '--port',
          '0',
          '--no-record',
        ],
        {
          env: { XDG_DATA_HOME: dir },
        },
      ),
    );
    const line = (await joinLines(host, ['Ben'])).get('Ben')!;
    const you = started(new Table(['join', line], { env: { TERM: 'dumb' } }));
    const hosting = answerAll(host);
    const printed = () => you.raw.replace(/\r/g, '').split('\n');
    // Each question is the line after the hand; a card question is answered by its first card's number.
    let asked = 0;
    while (asked < 40) {
      const lines = await you
        .waitFor(() => printed().some((l) => l.startsWith('Standings: ')) || questions(printed()).length > asked)
        .then(printed);
      if (lines.some((l) => l.startsWith('Standings: '))) break;
      const q = questions(lines)[asked++]!;
      you.press(`${/(\d+)=/.exec(q)?.[1] ?? ''}\r`);
    }
    expect(asked).toBeGreaterThan(1);
    expect(printed().filter((l) => l.startsWith('Deal 1: ')).length).toBeGreaterThan(0);
    expect(you.raw).not.toMatch(/\x1b\[/);
    await hosting;
    host.press('q');
    expect(await you.exited).toBe(0);
    expect(you.raw).toContain('The host closed the table.');
  });
});

/** The questions a dumb terminal printed: each a line after the hand's, or a pause's Enter. */
function questions(lines: readonly string[]): string[] {
  return lines.flatMap((l, i) =>
    (lines[i - 1]?.includes(' · your hand: ') && i < lines.length - 1) || /press Enter.*\(q quits\)\.$/i.test(l) ? [l] : [],
  );
}
