// bot:hard's thinking budget (`--think`): work units, not time, so the same seed and budget give
// the same decision on any machine; a larger budget draws more sampled deals; the option refused in
// one line out of its range, and recorded in the history's match line — for every game with bots.
import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '../../src/bots/agent.js';
import { DEFAULT_THINK_MS, HINT_THINK_FACTOR, THINK_MS_RANGE, hardSearchFor, workBudgetOf } from '../../src/bots/levels.js';
import { hint } from '../../src/bots/hint.js';
import { search } from '../../src/bots/search.js';
import { parseThink, resolveMatchConfig } from '../../src/cli/config.js';
import { Rng } from '../../src/core/rng.js';
import { matchLine } from '../../src/engine/match.js';
import { simJobs } from '../../src/engine/sim/plan.js';
import { agentFor, recordedThink } from '../../src/engine/seating.js';
import type { TableGame } from '../../src/contract/view.js';
import { GAMES } from '../../src/games/registry.js';
import { botsOf, decisionStates } from '../registered.js';

const withBots = GAMES.flatMap((e) => (e.game && e.bots ? [[e.id, e.game] as const] : []));
const seatOf = (game: TableGame, s: unknown): number => (game.turn(s) as { seat: number }).seat;

/** A decision of a few legal actions well into the game's first variant's first deal. */
function someDecision(game: TableGame): unknown {
  const v = game.variants[0]!;
  let seen = 0;
  for (const s of decisionStates(game, v.id, v.defaultPlayers, 'think', 5_000)) {
    const legal = game.legalActions(s);
    if (legal.length >= 2 && legal.length <= 4 && ++seen === 6) return s;
  }
  throw new Error(`no such decision in ${game.id}`);
}

describe.each(withBots)('bot:hard’s thinking budget: %s', (_id, game) => {
  const bots = botsOf(game)!;
  const s = someDecision(game);
  const seat = seatOf(game, s);
  const view = game.view(s, seat);
  const legal = game.legalActions(s);
  const fresh = (ms: number) => search(bots.hooks, view, seat, legal, Rng.fromSeed('budget'), hardSearchFor(bots, ms));
  // One search a budget for the tests below but the first, which searches again to compare.
  const done = new Map<number, ReturnType<typeof fresh>>();
  const at = (ms: number) => done.get(ms) ?? done.set(ms, fresh(ms)).get(ms)!;

  it('a budget is the game’s measured rate times the thinking time, in work units', () => {
    expect(bots.workPerMs).toBeGreaterThan(0);
    expect(hardSearchFor(bots, 40).workBudget).toBe(Math.round(40 * bots.workPerMs!));
    expect(hardSearchFor(bots).workBudget).toBe(workBudgetOf(bots, DEFAULT_THINK_MS));
  });

  it('the same seed and budget give the same decision, values and sample count', () => {
    expect(fresh(10)).toEqual(at(10));
  });

  it('samples until the budget is spent: the last sample reached it, one fewer did not', () => {
    const r = at(10);
    const budget = hardSearchFor(bots, 10).workBudget!;
    expect(r.samples).toBeGreaterThan(1);
    expect(r.work).toBeGreaterThanOrEqual(budget);
    const fewer = search(bots.hooks, view, seat, legal, Rng.fromSeed('budget'), {
      ...hardSearchFor(bots, 10),
      workBudget: undefined,
      samples: r.samples - 1,
    });
    expect(fewer.work).toBeLessThan(budget);
  });

  it('a larger budget draws more sampled deals, as many as it pays for', () => {
    const small = at(10);
    const large = at(40);
    expect(large.samples).toBeGreaterThan(small.samples);
    expect(large.work).toBeGreaterThanOrEqual(hardSearchFor(bots, 40).workBudget!);
  });

  it('a seat made with --think searches to its budget (its explanation counts the samples)', async () => {
    const ctx = (): DecisionContext => ({ seat, deal: 1, rng: Rng.fromSeed('why') });
    const detail = async (thinkMs: number): Promise<string | undefined> => {
      const table = { game, bots, variant: game.variants[0]!.id, players: game.variants[0]!.defaultPlayers, seed: 'x', thinkMs };
      const made = agentFor('bot:hard', seat, table);
      if (!made.ok || !made.value?.explain) throw new Error('no bot:hard');
      return (await made.value.explain(view, legal, ctx())).detail;
    };
    const want = (ms: number) =>
      `over ${search(bots.hooks, view, seat, legal, Rng.fromSeed('why'), hardSearchFor(bots, ms)).samples} sampled deals`;
    expect(await detail(10)).toBe(want(10));
    expect(await detail(40)).toBe(want(40));
    expect(want(40)).not.toBe(want(10));
  });

  it('a hint thinks HINT_THINK_FACTOR times the table’s budget', async () => {
    const h = await hint(view, legal, { game, bots, seat, thinkMs: 10, seed: 'h' });
    const r = search(bots.hooks, view, seat, legal, Rng.fromSeed('h'), {
      ...hardSearchFor(bots, 10 * HINT_THINK_FACTOR),
      prune: undefined,
      samples: hardSearchFor(bots).samples * 2,
      always: true,
      fastPath: hardSearchFor(bots).fastPath ?? false,
    });
    expect(h.samples).toBe(r.samples);
  });
});

describe('--think', () => {
  const { min, max } = THINK_MS_RANGE;
  it('takes whole milliseconds within its range; absent, the default', () => {
    expect(parseThink(undefined)).toEqual({ ok: true, value: undefined });
    expect(parseThink(' 1000 ')).toEqual({ ok: true, value: 1000 });
    expect(parseThink(String(min))).toEqual({ ok: true, value: min });
    expect(parseThink(String(max))).toEqual({ ok: true, value: max });
  });

  it('refuses anything else in one line that gives the accepted range', () => {
    const reason = (t: string) => `--think "${t}" is not a whole number of milliseconds from ${min} to ${max}`;
    for (const t of [String(min - 1), String(max + 1), '1.5', 'fast', '-100', ''])
      expect(parseThink(t)).toEqual({ ok: false, reason: reason(t) });
  });

  it('a table or sim config carries it; a bad one is the config’s refusal', () => {
    const ok = resolveMatchConfig('lupfen', { think: '400', seed: 's' });
    expect(ok.ok && ok.value.thinkMs).toBe(400);
    const plain = resolveMatchConfig('lupfen', { seed: 's' });
    expect(plain.ok && plain.value.thinkMs).toBeUndefined();
    expect(resolveMatchConfig('lupfen', { think: '5' })).toEqual({
      ok: false,
      reason: `--think "5" is not a whole number of milliseconds from ${min} to ${max}`,
    });
  });

  it('reaches every job of a sim, which makes its agents and writes its match line with it', () => {
    const lupfen = GAMES.find((g) => g.id === 'lupfen')!.game!;
    const seats = [0, 1, 2, 3].map((i) => ({ kind: 'bot:hard', name: `B${i}` }));
    const setup = {
      game: lupfen,
      variant: 'classic',
      players: 4,
      options: {},
      seats,
      seatInfos: [],
      seed: 's',
      matches: 2,
      duplicate: true,
    };
    const jobs = simJobs({ ...setup, thinkMs: 700 });
    for (let i = 0; i < jobs.count; i++) expect(jobs.at(i).thinkMs).toBe(700);
    expect('thinkMs' in simJobs(setup).at(0)).toBe(false);
  });

  it('is recorded in the match line as `think` (absent without it), and read back only where --think would take it', () => {
    const lupfen = GAMES.find((g) => g.id === 'lupfen')!.game!;
    const setup = { game: lupfen, variant: 'classic', players: 4, options: {}, seats: [], agents: [], seed: 's', startedAt: 'now' };
    expect(matchLine({ ...setup, thinkMs: 1000 }).think).toBe(1000);
    expect('think' in matchLine(setup)).toBe(false);
    expect(recordedThink({ think: 1000 })).toBe(1000);
    expect(recordedThink({})).toBeUndefined();
    for (const bad of [5, 1.5, max + 1, '1000'] as never[]) expect(recordedThink({ think: bad })).toBeUndefined();
  });
});
