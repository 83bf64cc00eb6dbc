// `u` across a resume at the table: a match quit at a question and resumed shows the same table as
// the match never quit, `u` there goes back to questions asked before the quit, and every screen
// after it (the hand, the trick on the table, the last trick `t`, a deal summary's reasons) is the
// one the match never quit shows; the log keeps "— resumed here —" and says the take-back. So does
// `g`: the resumed table asks the last bot that moved why again, before and after the take-back.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { MemorySink, runMatch, SUSPEND, type MatchOutcome } from '../../src/engine/match.js';
import { continueMatch, openForResume, planResume } from '../../src/engine/resume.js';
import { TableController } from '../../src/ui/controller.js';
import type { TableModel } from '../../src/ui/model.js';
import { STARTED } from '../engine/helpers.js';
import { randomAgent } from '../../src/bots/random.js';
import { optionsFor } from '../engine/practice.js';
import { someAction } from './fixtures.js';
import { registeredGames } from '../registered.js';

const GAMES = await registeredGames();
const tick = () => new Promise((r) => setTimeout(r, 0));

/** What the screen draws, less the log (compared on its own), the adapter's functions and the rules text. */
const drawn = (m: TableModel): string => JSON.stringify({ ...m, log: null, ui: null, rules: null });

describe.each([
  ['lupfen', 'classic', 1],
  ['fipsen', 'prisdorf', 1],
  // A later deal: the last trick on `t` is the deal before's until the first trick of this one.
  ['lupfen', 'classic', 2],
])('u across a resume at the table (%s %s, deal %i)', (id, variantId, quitDeal) => {
  const { game, ui } = GAMES.find((g) => g.id === id)!;
  const v = game.variants.find((x) => x.id === variantId)!;
  const players = v.defaultPlayers;
  const seats: SeatInfo[] = Array.from({ length: players }, (_, i) =>
    i === 0 ? { name: 'Ana', kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'rng' },
  );
  const setup = {
    game,
    variant: v.id,
    players,
    options: optionsFor(game, v, players, 3),
    seats,
    seed: `undo-resume-ui-${id}`,
    startedAt: STARTED,
  };
  const controller = () =>
    new TableController({
      game,
      ui,
      seats,
      bots: seats.map((s) => (s.kind === 'bot' ? randomAgent() : null)),
      variant: v.id,
      speed: 'instant',
      ascii: false,
    });

  /** Table and match, driven question by question; the screens a player waits at are kept. */
  function driven(ctl: TableController<unknown, unknown, never>, done: Promise<MatchOutcome<unknown>>) {
    let settled = false;
    void done.then(
      () => (settled = true),
      () => (settled = true),
    );
    const screens: string[] = [];
    const next = async (): Promise<TableModel | null> => {
      for (let i = 0; i < 5000 && !settled; i++) {
        // A reason asked again is in the model before the screen counts as drawn.
        await ctl.whyAsked();
        const m = ctl.getModel();
        if (m?.decision && !m.pause) {
          screens.push(drawn(m));
          return m;
        }
        if (m?.pause?.kind === 'match-end') return null;
        if (m?.pause) {
          screens.push(drawn(m));
          ctl.proceed();
        }
        await tick();
      }
      return null;
    };
    return { next, screens };
  }

  /** Plays until the human's third question of a deal (from deal `quitDeal`) where `u` can act. */
  async function toTheQuit(ctl: TableController<unknown, unknown, never>, next: () => Promise<TableModel | null>): Promise<TableModel> {
    for (let m = await next(); m; m = await next()) {
      if (m.view.dealNo >= quitDeal && ctl.undoBook!.points.length >= 3 && m.undoable) return m;
      ctl.submit(someAction(m));
    }
    throw new Error('the human was never asked three times in a deal');
  }

  /** Two take-backs (as far as they go), then six questions answered. */
  async function afterTheQuit(ctl: TableController<unknown, unknown, never>, first: TableModel, next: () => Promise<TableModel | null>) {
    let m: TableModel | null = first;
    for (let u = 0; u < 2 && m?.undoable; u++) {
      ctl.undo();
      m = await next();
    }
    for (let i = 0; i < 6 && m; i++) {
      ctl.submit(someAction(m));
      m = await next();
    }
    ctl.abort.abort(SUSPEND);
  }

  it('the resumed table is the never-quit one, before and after `u` goes back across the resume', async () => {
    const never = controller() as unknown as TableController<unknown, unknown, never>;
    const neverDone = runMatch({ ...setup, agents: never.agents() }, { sink: new MemorySink(), ...never.loopOptions() });
    const a = driven(never, neverDone);
    const atQuit = await toTheQuit(never, a.next);
    const fromQuit = a.screens.length - 1;
    const logAtQuit = never.logLines().length;
    await afterTheQuit(never, atQuit, a.next);
    await neverDone;

    const quitting = controller() as unknown as TableController<unknown, unknown, never>;
    const sink = new MemorySink();
    const quitDone = runMatch({ ...setup, agents: quitting.agents() }, { sink, ...quitting.loopOptions() });
    await toTheQuit(quitting, driven(quitting, quitDone).next);
    quitting.abort.abort(SUSPEND);
    await quitDone;

    const path = join(mkdtempSync(join(tmpdir(), 'undo-resume-ui-')), 'm.jsonl');
    writeFileSync(path, sink.text());
    const plan = planResume(path, (g) => (g === game.id ? game : undefined));
    if (!plan.ok) throw new Error(plan.reason);
    const opened = openForResume(plan.value);
    if (!opened.ok) throw new Error(opened.reason);
    const resumed = controller() as unknown as TableController<unknown, unknown, never>;
    resumed.start(plan.value.state, plan.value.heard, plan.value.deal, plan.value.decisions);
    const resumedDone = continueMatch(plan.value, opened.value, resumed.agents(), resumed.loopOptions());
    const b = driven(resumed, resumedDone);
    const first = (await b.next())!;
    expect(first.undoable).toBe(true);
    await afterTheQuit(resumed, first, b.next);
    await resumedDone;
    opened.value.writer.close();

    expect(b.screens.length).toBeGreaterThan(3);
    if (quitDeal > 1)
      expect(
        b.screens.some((m) => {
          const x = JSON.parse(m) as TableModel;
          return x.lastTrickDeal === x.view.dealNo - 1 && x.lastTrick !== null;
        }),
      ).toBe(true);
    expect(b.screens.filter((m) => (JSON.parse(m) as TableModel).botWhy).length).toBeGreaterThan(0);
    // Compared as objects: a reason asked again joins the model after the keys it was built with.
    const parsed = (l: readonly string[]) => l.map((m) => JSON.parse(m) as unknown);
    expect(parsed(b.screens)).toEqual(parsed(a.screens.slice(fromQuit)));
    // The log: the never-quit one with the resume marked where it was.
    const log = resumed.logLines();
    const marker = log.indexOf('— resumed here —');
    expect(marker).toBe(logAtQuit);
    expect([...log.slice(0, marker), ...log.slice(marker + 1)]).toEqual(never.logLines());
    expect(log.filter((l) => /^Ana took back \d+ moves?\.$/.test(l)).length).toBeGreaterThan(0);
  }, 30_000);
});
