// Who sits where (src/engine/seating.ts): seat kinds parsed once into the history's seats, each
// seat's agent made in one place for every command, every bot keeping its game's bot rules, and
// what cannot be seated given back as a reason, not thrown.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMatchConfig } from '../../src/cli/config.js';
import type { AnyAgent } from '../../src/bots/agent.js';
import type { HistoryLine } from '../../src/core/history-lines.js';
import { MemorySink, runMatch, SUSPEND } from '../../src/engine/match.js';
import { agentFor, agentsFor, recordingPath, seatsOf, simOnlySeat } from '../../src/engine/seating.js';
import { findGame } from '../../src/games/registry.js';
import { setupOf } from './helpers.js';
import { toy } from './toy-game.js';

const fipsen = findGame('fipsen')!;
// Seat 3 is dealt four Sevens and an Ace: R17, a bot always announces Siebener Fips (test/games/fipsen/bot-rules.test.ts).
const SEED = 'sieb4/14565';
const table = { game: fipsen.game!, bots: fipsen.bots, variant: 'prisdorf', players: 4, seed: SEED };

/** Every source file under `dir`, recursively. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));

describe('seating', () => {
  it('turns seat kind texts into the history seats, and back into agents: null for a person, the named level for a bot', () => {
    const seats = seatsOf(['human', 'bot:basic', 'bot:hard', 'bot:random'], ['Ana', 'Bot 1', 'Bot 2', 'Bot 3']);
    expect(seats).toEqual([
      { name: 'Ana', kind: 'human' },
      { name: 'Bot 1', kind: 'bot', level: 'basic' },
      { name: 'Bot 2', kind: 'bot', level: 'hard' },
      { name: 'Bot 3', kind: 'bot', level: 'random' },
    ]);
    const made = agentsFor(seats, table);
    if (!made.ok) throw new Error(made.reason);
    expect(made.value.map((a) => a?.id ?? null)).toEqual([null, 'bot:basic', 'bot:hard', 'bot:random']);
    // A seat recorded without a level is bot:random, as the history format says.
    const old = agentsFor([{ kind: 'bot' }], table);
    expect(old.ok && old.value[0]?.id).toBe('bot:random');
  });

  it('gives what cannot be seated as a reason: an unknown kind, a level the game has no bots for', () => {
    expect(agentFor('bot:nonsense', 1, table)).toEqual({ ok: false, reason: 'unknown seat kind "bot:nonsense"' });
    const noBots = { game: toy, variant: 'plain', players: 2, seed: 's' };
    expect(agentsFor([{ kind: 'human' }, { kind: 'bot', level: 'hard' }], { ...noBots, yielding: true })).toEqual({
      ok: false,
      reason: 'bot:hard cannot play toy yet',
    });
  });

  it('at the table bot:hard (the yielding search) still keeps the bot rules: it announces Siebener Fips', async () => {
    const made = agentsFor(seatsOf(['bot:random', 'bot:random', 'bot:random', 'bot:hard'], ['A', 'B', 'C', 'D']), {
      ...table,
      yielding: true,
    });
    if (!made.ok) throw new Error(made.reason);
    const abort = new AbortController();
    const sink = new MemorySink();
    const lines: HistoryLine[] = [];
    await runMatch(
      setupOf(
        fipsen.game!,
        'prisdorf',
        4,
        SEED,
        { deals: '1' },
        made.value.map((a) => a!),
      ),
      {
        sink,
        signal: abort.signal,
        onStep: (step) => {
          lines.push(...step.lines);
          if (lines.some((l) => l.type === 'call')) abort.abort(SUSPEND);
        },
      },
    );
    expect(lines.find((l) => l.type === 'call')).toEqual({ type: 'call', deal: 1, seat: 3, call: 'siebener' });
  });

  it("at the table makes a bot seat without its game's bots, loads them once when a bot first decides, and plays as with them loaded", async () => {
    let loads = 0;
    const loadBots = async () => {
      loads++;
      return fipsen.bots!;
    };
    const kinds = ['bot:basic', 'bot:easy', 'bot:random', 'bot:basic'];
    const seats = seatsOf(kinds, ['A', 'B', 'C', 'D']);
    const lazy = agentsFor(seats, { ...table, bots: loadBots, yielding: true });
    if (!lazy.ok) throw new Error(lazy.reason);
    expect(lazy.value.map((a) => a?.id)).toEqual(kinds);
    expect(loads).toBe(0);
    const loaded = agentsFor(seats, { ...table, yielding: true });
    if (!loaded.ok) throw new Error(loaded.reason);
    const deal = async (agents: (AnyAgent | null)[]) => {
      const sink = new MemorySink();
      await runMatch(
        setupOf(
          fipsen.game!,
          'prisdorf',
          4,
          SEED,
          { deals: '1' },
          agents.map((a) => a!),
        ),
        { sink },
      );
      return sink.lines;
    };
    const lines = await deal(lazy.value);
    expect(loads).toBe(1);
    // R17: seat 3 (bot:basic, its rules loaded late) still announces Siebener Fips.
    expect(lines.find((l) => l.type === 'call')).toEqual({ type: 'call', deal: 1, seat: 3, call: 'siebener' });
    expect(lines).toEqual(await deal(loaded.value));
  });

  it("resolves the menu's typed choice to the very match of the command line's text", () => {
    const typed = resolveMatchConfig('lupfen', {
      players: 4,
      seats: ['human', 'bot:hard', 'bot:basic', 'bot:easy'],
      names: ['Ana', 'Ben', 'Cleo', 'Dan'],
      options: { ante: '2' },
      seed: 'm',
    });
    const text = resolveMatchConfig('lupfen', {
      players: '4',
      seats: 'human,bot:hard,bot:basic,bot:easy',
      names: 'Ana,Ben,Cleo,Dan',
      rule: ['ante=2'],
      seed: 'm',
    });
    expect(typed).toEqual(text);
    expect(typed.ok && typed.value.seatInfos[1]).toEqual({ name: 'Ben', kind: 'bot', level: 'hard' });
    expect(typed.ok && typed.value.options['ante']).toBe(2);
  });

  it('finds the seat of a recorded match that sees every hand (sim only), or -1', () => {
    expect(simOnlySeat(seatsOf(['human', 'bot:hard', 'bot:oracle'], ['A', 'B', 'C']))).toBe(2);
    expect(simOnlySeat(seatsOf(['human', 'bot:seer'], ['A', 'B']))).toBe(1);
    expect(simOnlySeat(seatsOf(['human', 'bot:hard'], ['A', 'B']))).toBe(-1);
  });

  it('records each match of a session in its own file: a new name in a folder, FILE-2 … after FILE', () => {
    const fresh = (dir: string) => `${dir}/new.jsonl`;
    expect(recordingPath({ dir: '/d' }, 3, fresh)).toBe('/d/new.jsonl');
    expect(recordingPath({ file: '/d/m.jsonl' }, 1, fresh)).toBe('/d/m.jsonl');
    expect(recordingPath({ file: '/d/m.jsonl' }, 2, fresh)).toBe('/d/m-2.jsonl');
    expect(recordingPath({ file: '/d.x/m' }, 3, fresh)).toBe('/d.x/m-3');
  });

  it('is the only place outside the bots that makes an agent from a seat kind', () => {
    const src = resolve(import.meta.dirname, '../../src');
    const seating = join(src, 'engine', 'seating.ts');
    const makers = /\b(searchAgent|obeyingBotRules)\b|findSeatKind\([^)]*\)[!?]?\.create\b|\.create\(\{\s*game\b/;
    const offenders = sourceFiles(src)
      .filter((f) => f !== seating && !f.startsWith(join(src, 'bots')) && !f.startsWith(join(src, 'games')))
      .filter((f) => makers.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f));
    expect(offenders).toEqual([]);
  });
});
