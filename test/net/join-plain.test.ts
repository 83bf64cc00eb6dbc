// `cardtable join` on a dumb terminal: a seat plays a hosted match by typed lines, each log line
// printed once, its formal turns and deal summaries answered by Enter; a spectator only reads.
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { MemorySink, runMatch } from '../../src/engine/match.js';
import { NO_BOT_WHY } from '../../src/net/client.js';
import { joinAddress, parseJoinAddress } from '../../src/net/protocol.js';
import { newLogLines, PlainJoined, unprintedLines, type TypedLines } from '../../src/net/join-plain.js';
import { lineReach } from '../../src/ui/plain.js';
import { rngBot } from '../engine/practice.js';
import { registeredGames } from '../registered.js';
import { hostMatch, matchSetup, NET_WAIT_MS, pick, pickingAgent, type HostedSetup } from './harness.js';

const GAMES = await registeredGames();
const kloepper = GAMES.find((g) => g.id === 'kloepper')!;

/** A terminal in process: what it printed, and a wait for a line it prints. */
function terminal() {
  const out: string[] = [];
  const wakes: (() => void)[] = [];
  return {
    out,
    say: (l: string) => {
      out.push(l);
      for (const w of wakes.splice(0)) w();
    },
    async until(pred: () => boolean, what: string): Promise<void> {
      const deadline = Date.now() + NET_WAIT_MS;
      while (!pred()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; printed:\n${out.slice(-20).join('\n')}`);
        await new Promise<void>((r) => {
          const t = setTimeout(r, 200);
          wakes.push(() => {
            clearTimeout(t);
            r();
          });
        });
      }
    },
  };
}

function join(port: number, token: string | null, input: TypedLines, say: (l: string) => void) {
  const addr = parseJoinAddress(joinAddress('127.0.0.1', port, token ?? undefined));
  if (!addr.ok) throw new Error(addr.reason);
  let done!: (code: number) => void;
  const exit = new Promise<number>((r) => (done = r));
  const joined = new PlainJoined(
    addr.value,
    { ascii: false, gameOf: () => Promise.resolve({ game: kloepper.game, ui: kloepper.ui }), input, say, warn: say },
    done,
  );
  joined.link.open();
  return { joined, exit };
}

describe('newLogLines', () => {
  it('gives the lines past the window printed before, after the window slid on or was sent again', () => {
    expect(newLogLines(['a', 'b'], ['a', 'b', 'c'])).toEqual(['c']);
    expect(newLogLines(['a', 'b', 'c'], ['b', 'c', 'd', 'e'])).toEqual(['d', 'e']);
    expect(newLogLines(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
    expect(newLogLines(['a', 'a'], ['a', 'a', 'a'])).toEqual(['a']);
    expect(newLogLines([], ['x'])).toEqual(['x']);
  });
});

describe('unprintedLines', () => {
  it("counts the new lines off the host's logStart, so words said again after the window slid are printed again", () => {
    // Two more "passes" came and the 4-line window slid by two: by the words it looks sent again.
    const first = unprintedLines(null, ['Ben passes.', 'Cem passes.'], 0);
    expect(first.fresh).toEqual(['Ben passes.', 'Cem passes.']);
    const second = unprintedLines(first.printed, ['Ben passes.', 'Cem passes.', 'Ben passes.', 'Cem passes.'], 0);
    expect(second.fresh).toEqual(['Ben passes.', 'Cem passes.']);
    const slid = unprintedLines(second.printed, ['Ben passes.', 'Cem passes.', 'Ben passes.', 'Cem passes.'], 2);
    expect(slid.fresh).toEqual(['Ben passes.', 'Cem passes.']);
    expect(newLogLines(second.printed.window, slid.printed.window)).toEqual([]);
    // The same screen sent again prints nothing.
    expect(unprintedLines(slid.printed, ['Ben passes.', 'Cem passes.', 'Ben passes.', 'Cem passes.'], 2).fresh).toEqual([]);
    expect(slid.printed.end).toBe(6);
  });

  it('prints the last dozen lines of the first screen, and matches words where the host sends no count or after a new connection', () => {
    const log = Array.from({ length: 20 }, (_, i) => `line ${i}`);
    const first = unprintedLines(null, log, 5);
    expect(first.fresh).toEqual(log.slice(-12));
    expect(first.printed.end).toBe(25);
    expect(unprintedLines({ window: ['a', 'b'], end: null }, ['b', 'c'], undefined)).toEqual({
      fresh: ['c'],
      printed: { window: ['b', 'c'], end: null },
    });
    // Joined again to a host that counts its resumed log from 0: lined up by the words, then counted.
    const again = unprintedLines({ window: ['a', 'b'], end: null }, ['a', 'b', 'c'], 0);
    expect(again).toEqual({ fresh: ['c'], printed: { window: ['a', 'b', 'c'], end: 3 } });
  });
});

describe('a joined table on a dumb terminal', () => {
  it('plays a seeded Kloepper match by typed lines to the history hot-seat writes, each log line printed once; a spectator reads only', async () => {
    const seats: SeatInfo[] = [
      { name: 'Ana', kind: 'human' },
      ...['Ben', 'Cem', 'Dag'].map((name) => ({ name, kind: 'bot' as const, level: 'rng' })),
    ];
    const h: HostedSetup = {
      game: kloepper.game,
      ui: kloepper.ui,
      seats,
      remote: [0],
      bots: () => rngBot,
      seed: 'net-secret',
      deals: 2,
      spectators: 1,
    };
    const hosted = await hostMatch(h);
    onTestFinished(() => hosted.close());
    const port = hosted.session.port;
    const ana = terminal();
    let k = 0;
    const typed: string[] = [];
    let anaJoined: PlainJoined | null = null;
    // Ana's player answers each question with the line that makes pick's action; Enter elsewhere.
    let closed = false;
    let dropped = false;
    let askedWhy = false;
    const anaInput: TypedLines = {
      next: async () => {
        while (!anaJoined!.awaiting) {
          if (closed) return null;
          await new Promise((r) => setTimeout(r, 2));
        }
        const asked = anaJoined!.asking;
        if (!asked) return '';
        // At her first question she asks why the last bot moved, which only the host's screen says.
        if (!askedWhy) {
          askedWhy = true;
          return 'g';
        }
        const want = kloepper.game.actionKey(pick(0, k, asked.legal));
        const line = lineReach(asked.prompt, asked.hand, asked.handCards, kloepper.game.actionKey).get(want);
        if (line === undefined) throw new Error(`no typed line makes ${want}`);
        // Her line drops at her third question and she types her answer before it comes back: the
        // answer never reaches the host, so once she is back the question is asked again (and
        // nothing else is printed twice).
        if (k === 2 && !dropped) {
          dropped = true;
          (anaJoined!.link as unknown as { ws: { terminate(): void } }).ws.terminate();
          return line;
        }
        k++;
        typed.push(line);
        return line;
      },
      close: () => (closed = true),
    };
    const seat0 = hosted.session.seats.find((s) => s.seat === 0)!;
    const anaSide = join(port, seat0.token, anaInput, ana.say);
    anaJoined = anaSide.joined;
    const watcher = terminal();
    let endInput!: (l: string | null) => void;
    const watchSide = join(port, null, { next: () => new Promise((r) => (endInput = r)), close: () => {} }, watcher.say);
    await watcher.until(() => watcher.out.includes('Watching the table (q quits).'), 'the spectator joined');
    await ana.until(() => ana.out.includes('Joined as Ana. Type q to quit.'), 'Ana joined');
    expect((await hosted.start()).status).toBe('over');

    const sink = new MemorySink();
    await runMatch(
      matchSetup(
        h,
        seats.map((_, i) => (i === 0 ? pickingAgent(0) : rngBot)),
      ),
      { sink },
    );
    expect(hosted.sink.text().split('\n').slice(1)).toEqual(sink.text().split('\n').slice(1));

    await ana.until(() => ana.out.some((l) => l.startsWith('Standings: ')), "Ana's standings");
    // Her log: every line her seat may read, each once, in order (the host's notes of who joined stay on the host).
    const hers = hosted.controller.logLines(0).filter((l) => !l.startsWith('(net)'));
    expect(ana.out.filter((l) => hers.includes(l))).toEqual(hers);
    expect(ana.out).toContain('Nothing for you to decide here — press Enter (q quits).');
    expect(ana.out).toContain('Press Enter to go on (q quits).');
    expect(typed.length).toBe(k);
    expect(ana.out).toContain(`  ${NO_BOT_WHY}`);
    // Her own turn is the question, not a line saying the table waits for her.
    expect(ana.out.filter((l) => l.startsWith('Waiting for Ana'))).toEqual([]);
    expect(ana.out).toContain('The line to the host dropped; joining again (attempt 1)…');
    expect(k).toBeGreaterThan(3);

    await watcher.until(() => watcher.out.some((l) => l.startsWith('Standings: ')), "the spectator's standings");
    const everyone = hosted.controller.logLines(null).filter((l) => !l.startsWith('(net)'));
    expect(watcher.out.filter((l) => everyone.includes(l))).toEqual(everyone);
    expect(watcher.out.filter((l) => l.includes('your hand') || l.includes('press Enter'))).toEqual([]);
    endInput('q');
    expect(await watchSide.exit).toBe(0);

    await hosted.close();
    expect(await anaSide.exit).toBe(0);
    expect(ana.out.at(-1)).toBe('The host closed the table.');
  });
});
