// A line shown to some seats only stays theirs, live and after `cardtable resume` (issue 26, fault
// 2): the Kieker's hand, shown to one opponent, once reached every seat's log after a resume (its
// audience was judged on the state the match was resumed at, no longer the auction), and the
// line-by-line table printed every seat's lines to its one human.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyAgent } from '../../src/bots/agent.js';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { MemorySink, runMatch, SUSPEND } from '../../src/engine/match.js';
import { planResume } from '../../src/engine/resume.js';
import { TableController } from '../../src/ui/controller.js';
import type { TableModel } from '../../src/ui/model.js';
import { agentsFor } from '../../src/engine/seating.js';
import { makeConfig } from '../conformance/harness.js';
import { botsOf, registeredGames } from '../registered.js';
import { someAction } from './fixtures.js';
import type { TableView } from '../../src/contract/view.js';

const { game, ui } = (await registeredGames()).find((g) => g.id === 'fipsen')!;
const tick = () => new Promise((r) => setImmediate(r));
type Ctl = TableController<unknown, unknown, TableView>;

function seatAgents(seats: readonly SeatInfo[], seed: string): (AnyAgent | null)[] {
  const seated = agentsFor(
    seats.map((s) => (s.kind === 'bot' ? { kind: 'bot', level: 'basic' } : { kind: 'human' })),
    { game, bots: botsOf(game), variant: 'prisdorf', players: 4, seed, yielding: true },
  );
  if (!seated.ok) throw new Error(seated.reason);
  return seated.value;
}

function controller(seats: readonly SeatInfo[], seed: string): Ctl {
  return new TableController<unknown, unknown, TableView>({
    game,
    ui,
    variant: 'prisdorf',
    seats,
    // The bots the command line seats for `--seed`.
    bots: seatAgents(seats, seed),
    speed: 'normal',
    ascii: false,
    sleep: async () => {},
  });
}

/** The action of the prompt's choice or rung labelled `label`, if it offers one. */
function labelled(m: TableModel, label: RegExp): unknown {
  const p = m.decision!.prompt;
  const all = p.kind === 'ladder' ? p.rungs : p.kind === 'choice' ? p.options : p.kind === 'cards' ? (p.calls ?? []) : [];
  return all.find((o) => label.test(o.label))?.action;
}

/**
 * Plays a Prisdorf match at the table: `kieker` bids Kieker and surrenders it, everybody else
 * passes; stops where `quit` says, as `q` would, and resumes the file written so far.
 */
async function playAndResume(
  seats: readonly SeatInfo[],
  seed: string,
  kieker: number | null,
  quit: (m: TableModel) => boolean,
  deals = 10,
) {
  const config = makeConfig(game, 'prisdorf', 4, seed, {}, deals);
  const live = controller(seats, seed);
  const sink = new MemorySink();
  const done = runMatch(
    { game, variant: 'prisdorf', players: 4, options: config.options, seats, agents: live.agents(), seed },
    { sink, ...live.loopOptions() },
  );
  let atQuit: TableModel | null = null;
  for (let i = 0; i < 20_000 && !atQuit; i++) {
    await tick();
    const m = live.getModel();
    if (!m) continue;
    if (quit(m)) atQuit = m;
    else if (m.pause) live.proceed();
    else if (m.decision) {
      const mine = m.decision.seat === kieker;
      live.submit((mine ? (labelled(m, /^kieker$/i) ?? labelled(m, /surrender/i)) : labelled(m, /^pass$/i)) ?? someAction(m));
    }
  }
  live.abort.abort(SUSPEND);
  await done.catch(() => {});
  const path = join(mkdtempSync(join(tmpdir(), 'private-log-')), 'm.jsonl');
  writeFileSync(path, sink.text());
  const plan = planResume(path, (g) => (g === game.id ? game : undefined));
  if (!plan.ok) throw new Error(plan.reason);
  const resumed = controller(seats, seed);
  resumed.start(plan.value.state, plan.value.heard, plan.value.deal);
  return {
    live,
    resumed,
    screens: new Map([
      [live, atQuit!],
      [resumed, resumed.getModel()!],
    ]),
  };
}

/**
 * A screen's log is the last 200 lines its viewer may read, and `logStart` counts the ones before
 * it among those alone (a joined terminal reads its new lines off it): lines private to another
 * seat are not counted, or the count would tell that they were written.
 */
function expectCounted(m: TableModel, readable: readonly string[]): void {
  expect(m.log).toEqual(readable.slice(-200));
  expect(m.logStart).toBe(readable.length - m.log.length);
}

describe('a long match', () => {
  it("counts the lines before the screen's 200 among those its viewer may read (pt-p4, deal 25)", async () => {
    const seats: SeatInfo[] = [
      { name: 'You', kind: 'human' },
      ...['Bot 1', 'Bot 2', 'Bot 3'].map((name) => ({ name, kind: 'bot' as const, level: 'basic' })),
    ];
    const { live, resumed, screens } = await playAndResume(
      seats,
      'pt-p4',
      null,
      (m) => m.pause?.kind === 'deal-summary' && m.view.dealNo === 25,
      30,
    );
    for (const ctl of [live, resumed]) expectCounted(screens.get(ctl)!, ctl.logLines());
  });
});

const kiekerLine = (log: readonly string[]) => log.filter((l) => l.includes('shows the Kieker hand'));

describe('the Kieker hand is read by the opponent it is shown to, live and after a resume', () => {
  it('one human (pt-p4): Bot 2 bids Kieker and surrenders; the human never reads his hand, Bot 3 does', async () => {
    const seats: SeatInfo[] = [
      { name: 'You', kind: 'human' },
      { name: 'Bot 1', kind: 'bot', level: 'basic' },
      { name: 'Bot 2', kind: 'bot', level: 'basic' },
      { name: 'Bot 3', kind: 'bot', level: 'basic' },
    ];
    const { live, resumed, screens } = await playAndResume(
      seats,
      'pt-p4',
      null,
      (m) => m.pause?.kind === 'deal-summary' && m.view.dealNo === 2,
    );
    const shown = ['Bot 2 shows the Kieker hand: 7♥ A♠ 10♥ 7♣ A♣.'];
    for (const ctl of [live, resumed]) {
      expect(kiekerLine(ctl.logLines(3))).toEqual(shown);
      expect(kiekerLine(ctl.logLines(0))).toEqual([]);
      // The line-by-line table prints its human's log; the screen draws it.
      expect(kiekerLine(ctl.logLines())).toEqual([]);
      expect(kiekerLine(screens.get(ctl)!.log)).toEqual([]);
      expect(ctl.logLines().filter((l) => l.startsWith('Bot 2 finds'))).toEqual([]);
      expectCounted(screens.get(ctl)!, ctl.logLines());
    }
    expect(resumed.logLines(2).filter((l) => l.startsWith('Bot 2 finds'))).toEqual([
      'Bot 2 finds J♠ 9♠ in the Skat.',
      'Bot 2 finds Q♣ 9♣ 7♠ in the rest.',
    ]);
  });

  it('hot-seat (ks/50): Ana bids Kieker and surrenders; after quitting on "Pass to Cleo" in deal 3 only Ben reads her hand', async () => {
    const seats: SeatInfo[] = ['Ana', 'Ben', 'Cleo', 'Dan'].map((name) => ({ name, kind: 'human' }));
    const { live, resumed, screens } = await playAndResume(
      seats,
      'ks/50',
      0,
      (m) => m.pause?.kind === 'privacy' && m.pause.seat === 2 && m.view.dealNo === 3,
    );
    const ben = kiekerLine(live.logLines(1));
    expect(ben.length).toBeGreaterThan(0);
    for (const l of ben) expect(l).toMatch(/^Ana shows the Kieker hand: (\S+ ){4}\S+\.$/);
    for (const ctl of [live, resumed]) {
      expect(kiekerLine(ctl.logLines(1))).toEqual(ben);
      for (const seat of [0, 2, 3, null]) expect(kiekerLine(ctl.logLines(seat)), `seat ${seat}`).toEqual([]);
      // The "Pass to Cleo" screen is everybody's.
      expect(screens.get(ctl)!.viewer, ctl === live ? 'live' : 'resumed').toBe(null);
      expect(kiekerLine(screens.get(ctl)!.log)).toEqual([]);
      expectCounted(screens.get(ctl)!, ctl.logLines(null));
    }
  });
});
