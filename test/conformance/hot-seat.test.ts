// Hot-seat privacy as a conformance property (issue 16, §1): for every registered game, a scripted
// match with two or more humans at one keyboard, every frame the table controller hands the
// screen recorded. A frame that shows a seat's hand must come after that seat's acknowledged
// "Pass to" screen, with no screen for everybody (deal summary, standings) in between; a match
// start and a resume show no hand at all.
import { describe, expect, it } from 'vitest';
import type { AnyAgent } from '../../src/bots/agent.js';
import { findSeatKind } from '../../src/bots/index.js';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { Rng } from '../../src/core/rng.js';
import { runMatch } from '../../src/engine/match.js';
import { TableController } from '../../src/ui/controller.js';
import type { AnyGameUi } from '../../src/contract/table.js';
import type { TableModel } from '../../src/ui/model.js';
import { entriesUnderTest } from '../test-registry.js';
import { makeConfig, playerCounts } from './harness.js';
import type { TableView, TableGame } from '../../src/contract/view.js';

// A turn of the event loop: setImmediate, not a timer, whose 1 ms minimum was most of this file's time.
const tick = () => new Promise((r) => setImmediate(r));
/** Deal summaries to see per match: enough for the last player of a deal to open the next one. */
const DEALS = 6;

const tables = entriesUnderTest().flatMap((e) => (e.game && e.ui ? [{ id: e.id, game: e.game, ui: e.ui }] : []));

interface Run {
  readonly problems: string[];
  readonly passScreens: number;
  readonly summaries: number;
  /** Deals after which the same human who acted last also decided first. */
  readonly sameHumanAgain: number;
  /** Mid-deal states where a human was asked (to start a resumed table from). */
  readonly midDeal: unknown[];
}

function bot(game: TableGame, variant: string, players: number, seat: number, seed: string): AnyAgent {
  const made = findSeatKind('bot:random')!.create({ game, variant, players, seat, seed });
  if (!made.ok) throw new Error(made.reason);
  return made.value;
}

/** A controller for `seats` at normal speed whose pauses and bots never wait on a clock. */
function controller(game: TableGame, ui: AnyGameUi, variant: string, seats: readonly SeatInfo[], seed: string) {
  return new TableController<unknown, unknown, TableView>({
    game,
    ui,
    variant,
    seats,
    bots: seats.map((s, i) => (s.kind === 'bot' ? bot(game, variant, seats.length, i, seed) : null)),
    speed: 'normal',
    ascii: false,
    sleep: async () => {},
  });
}

const handShown = (m: TableModel): boolean => m.viewer !== null && (m.view.hand?.length ?? 0) > 0;

/** One table of a game: a variant, a player count and the house rules that change its seating. */
interface Table {
  readonly variant: string;
  readonly players: number;
  readonly rules: Readonly<Record<string, string>>;
}

/**
 * The tables a game's privacy is checked at: every variant at its fewest, usual and most players
 * (playerCounts), and at each count every value of an option that applies only at some counts
 * (OptionSpec.players: who sits out, who gets cards).
 */
function tablesOf(game: TableGame): Table[] {
  return game.variants.flatMap((v) =>
    playerCounts(v).flatMap((players) => {
      const seating = v.options.filter((o) => o.players?.includes(players) && o.values && o.values.length > 1);
      return [
        { variant: v.id, players, rules: {} },
        ...seating.flatMap((o) =>
          o.values!.filter((x) => x !== o.default).map((x) => ({ variant: v.id, players, rules: { [o.key]: String(x) } })),
        ),
      ];
    }),
  );
}

async function hotSeatMatch(
  game: TableGame,
  ui: AnyGameUi,
  humanAt: (seat: number) => boolean,
  seed: string,
  table: Table = { variant: game.variants[0]!.id, players: game.variants[0]!.defaultPlayers, rules: {} },
): Promise<Run> {
  const { variant, players } = table;
  const config = makeConfig(game, variant, players, seed, { ...table.rules }, DEALS);
  const seats: SeatInfo[] = Array.from({ length: players }, (_, i) =>
    humanAt(i) ? { name: `Human ${i}`, kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'random' },
  );
  const ctl = controller(game, ui, variant, seats, seed);
  const rng = Rng.fromSeed(`${seed}-keys`);
  const problems: string[] = [];
  const midDeal: unknown[] = [];
  // The seat that confirmed the last "Pass to" screen, until a screen for everybody comes up.
  let acknowledged: number | null = null;
  let passScreens = 0;
  let summaries = 0;
  let sameHumanAgain = 0;
  let lastHuman: number | null = null;
  let awaitingFirst = false;
  let frames = 0;
  ctl.subscribe(() => {
    const m = ctl.getModel()!;
    frames++;
    const p = m.pause;
    if (p?.kind === 'deal-summary' || p?.kind === 'match-end') acknowledged = null;
    if (handShown(m) && m.viewer !== acknowledged) {
      const last = acknowledged === null ? 'nobody since the last screen for everybody' : `seat ${acknowledged}`;
      problems.push(
        `frame ${frames} (deal ${m.view.dealNo}, ${p?.kind ?? (m.decision ? 'decision' : 'table')}) shows seat ${m.viewer}'s hand; "Pass to" confirmed by ${last}`,
      );
    }
  });
  const done = runMatch(
    { game, variant, players, options: config.options, seats, agents: ctl.agents(), seed },
    { onStep: ctl.onStep, signal: ctl.abort.signal },
  );
  for (let i = 0; i < 200_000 && summaries < DEALS; i++) {
    await tick();
    const m = ctl.getModel();
    if (!m) continue;
    const p = m.pause;
    if (p?.kind === 'match-end') break;
    if (p?.kind === 'privacy') {
      passScreens++;
      acknowledged = p.seat;
      ctl.proceed();
    } else if (p) {
      if (p.kind === 'deal-summary') {
        summaries++;
        awaitingFirst = true;
      }
      ctl.proceed();
    } else if (m.decision) {
      const seat = m.decision.seat;
      if (awaitingFirst && seat === lastHuman) sameHumanAgain++;
      awaitingFirst = false;
      lastHuman = seat;
      if (midDeal.length < 3 && rng.next() < 0.1) midDeal.push(ctl['state']);
      const q = m.decision.prompt;
      const act =
        q.kind === 'cards'
          ? rng.pick(q.playable).action
          : q.kind === 'choice'
            ? rng.pick(q.options).action
            : q.kind === 'ladder'
              ? rng.pick(q.rungs).action
              : q.actionFor(q.min + Math.floor(rng.next() * (q.max - q.min + 1)));
      ctl.submit(act);
    }
  }
  ctl.abort.abort('suspend');
  await done.catch(() => {});
  return { problems, passScreens, summaries, sameHumanAgain, midDeal };
}

const label = (t: Table): string =>
  `${t.variant} ${t.players}p${Object.entries(t.rules)
    .map(([k, v]) => ` ${k}=${v}`)
    .join('')}`;

describe.each(tables.map((t) => [t.id, t] as const))('%s hot-seat privacy', (_id, { game, ui: loadUi }) => {
  const first: Table = { variant: game.variants[0]!.id, players: game.variants[0]!.defaultPlayers, rules: {} };
  // Deals, over all of the game's tables, where the human who acted last also decided first.
  let sameHumanAgain = 0;
  it.each([
    ...tablesOf(game).map((t) => [`every seat human, ${label(t)}`, (_seat: number) => true, t] as const),
    [`humans and bots alternating, ${label(first)}`, (seat: number) => seat % 2 === 0, first] as const,
  ])(
    '%s: a hand shows only behind its own confirmed "Pass to", never straight after a screen for everybody',
    async (name, humanAt, table) => {
      const ui = await loadUi();
      for (const seed of ['hs-1', 'hs-2']) {
        const run = await hotSeatMatch(game, ui, humanAt, `${game.id}-${name}-${seed}`, table);
        expect(run.problems.slice(0, 5), `${game.id}, ${name}, seed ${seed}`).toEqual([]);
        expect(run.passScreens).toBeGreaterThan(run.summaries);
        expect(run.summaries).toBeGreaterThan(0);
        sameHumanAgain += run.sameHumanAgain;
        // A resumed table starts on the shared screen: no hand until a hand-over.
        for (const state of run.midDeal) {
          const seats = Array.from({ length: table.players }, (_, i): SeatInfo =>
            humanAt(i) ? { name: `Human ${i}`, kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'random' },
          );
          const resumed = controller(game, ui, table.variant, seats, seed);
          resumed.start(state);
          expect(handShown(resumed.getModel()!), `${game.id}: a resumed table shows a hand before any "Pass to"`).toBe(false);
        }
      }
    },
    120_000,
  );

  // The case the property is about came up at some table: the last human of a deal opened the next
  // one (with eight players it may never, with three it often does).
  it('the last human of a deal opened the next one somewhere', () => {
    expect(sameHumanAgain, 'deals where the same human acted last and first').toBeGreaterThan(0);
  });
});
