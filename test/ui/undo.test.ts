// `u` at the table, in every registered game: with one human it takes back that human's last
// decision (the screen asks the earlier question again from the same view, the log says so); the
// footer and help offer it only where it can act; hot-seat and --no-undo matches never offer it.
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { MemorySink } from '../../src/engine/match.js';
import { App, handleKey } from '../../src/ui/App.js';
import { footerKeys, helpKeys, INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import type { TableModel } from '../../src/ui/model.js';
import type { AnyAgent } from '../../src/bots/agent.js';
import { someAction } from './fixtures.js';
import { eachGame, fewSamplesBotsOf, registeredGames } from '../registered.js';
import { liveTable } from './live-table.js';
import { plain } from './fixtures.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A random bot that says why (`g`) with a reason of each move's own: "move 3". */
function sayingBot(): AnyAgent {
  let moves = 0;
  return {
    id: 'bot:saying',
    decide: (_v, legal, ctx) => ctx.rng.pick(legal),
    explain: (_v, legal, ctx) => ({ action: ctx.rng.pick(legal), reason: `move ${++moves}` }),
  };
}

const hasU = (m: TableModel) => footerKeys(m, INITIAL_UI).some(([k]) => k === 'u');

describe.each(eachGame(await registeredGames()))('u at the table (%s)', (_id, { game, ui }) => {
  const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
  const players = variant.defaultPlayers;
  const r = game.resolveOptions(variant.id, players, variant.lengthKey ? { [variant.lengthKey]: '2' } : {});
  if (!r.ok) throw new Error(r.reason);
  const OPTS = r.value;
  const seatsWith = (humans: number): SeatInfo[] =>
    Array.from({ length: players }, (_, i) =>
      i < humans ? { name: i === 0 ? 'You' : `P${i}`, kind: 'human' } : { name: `Bot ${i}`, kind: 'bot', level: 'first' },
    );

  function table(humans: number, undo = true, seed = 'u-table') {
    const seats = seatsWith(humans);
    const bots = seats.map((s) => (s.kind === 'bot' ? sayingBot() : null));
    const sink = new MemorySink();
    const { ctl, done } = liveTable({
      game,
      ui,
      gameBots: fewSamplesBotsOf(game, 2),
      variant: variant.id,
      seats,
      bots,
      options: OPTS,
      seed,
      controller: { undo },
      sink,
      undo: true,
    });
    let settled = false;
    void done.then(
      () => (settled = true),
      () => (settled = true),
    );
    /** Goes on until a human is asked (pauses pass; hot-seat hand-overs are confirmed). */
    const nextDecision = async (): Promise<TableModel | null> => {
      for (let i = 0; i < 5000 && !settled; i++) {
        const m = ctl.getModel();
        if (m?.decision && !m.pause) return m;
        if (m?.pause?.kind === 'match-end') return null;
        if (m?.pause) ctl.proceed();
        await tick();
      }
      return null;
    };
    return { ctl, sink, done, nextDecision };
  }

  it('one human: `u` goes back to the earlier question with the same view; offered only when it can act', async () => {
    // A match where the human is asked twice in a deal (a Tøppen hand folded at once is not).
    for (let k = 0; k < 8; k++) {
      const { ctl, sink, done, nextDecision } = table(1, true, `u-table-${k}`);
      expect(ctl.undoBook).not.toBeNull();
      const first = await nextDecision();
      if (!first) continue;
      // The deal's first question: nothing to take back, said in one line, not offered.
      expect(first!.undoable).toBe(false);
      expect(hasU(first!)).toBe(false);
      ctl.undo();
      expect(ctl.getModel()!.notice).toBe('Nothing to undo yet in this deal.');
      expect(ctl.getModel()!.decision).not.toBeNull();
      // Play on until an undo can act, and a bot moved both before and since the question before,
      // which is remembered with its view and `g`'s reason.
      const views: string[] = [];
      const whys: TableModel['botWhy'][] = [];
      const goesBack = (m: TableModel) => m.undoable && whys.at(-1) !== undefined && m.botWhy?.text !== whys.at(-1)!.text;
      let m: TableModel | null = first;
      for (let i = 0; i < 200 && m && !goesBack(m); i++) {
        views.push(JSON.stringify(m.view));
        whys.push(m.botWhy);
        ctl.submit(someAction(m));
        m = await nextDecision();
      }
      if (!m) continue;
      expect(m.undoable).toBe(true);
      expect(hasU(m)).toBe(true);
      expect(helpKeys(m, true).some(([key]) => key === 'u')).toBe(true);
      const before = views[views.length - 1]!;
      // The `u` key reaches the controller through the screen's key handler.
      handleKey(m, INITIAL_UI, 'u', {}, ctl, { cols: 100, rows: 32 }, false);
      const again = await nextDecision();
      expect(JSON.stringify(again!.view)).toBe(before);
      // `g` explains the last bot move still standing: the one it explained at that question.
      expect(again!.botWhy).toEqual(whys.at(-1));
      expect(again!.log[again!.log.length - 1]).toMatch(/^You took back \d+ moves?\.$/);
      expect(sink.lines.some((l) => l.type === 'undo')).toBe(true);
      ctl.abort.abort('suspend');
      await done;
      return;
    }
    expect.unreachable('no match asked the human twice in a deal');
  });

  // Issue 26, fault 10: the refusal's line stayed on the prompt's second line, over the hint.
  it('after a refused `u`, `h` still shows the hint', async () => {
    const { ctl, done, nextDecision } = table(1);
    expect(await nextDecision()).not.toBeNull();
    const app = render(createElement(App, { source: ctl, onExit: () => {}, recording: false, canPlayAgain: false, guardMs: 0 }));
    const frameWith = async (text: string): Promise<string> => {
      for (let i = 0; i < 3000; i++) {
        const f = plain(app.lastFrame() ?? '');
        if (f.includes(text)) return f;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no frame with ${text}:\n${plain(app.lastFrame() ?? '')}`);
    };
    app.stdin.write('u');
    await frameWith('Nothing to undo yet in this deal.');
    app.stdin.write('h');
    const shown = await frameWith('≈');
    expect(shown.split('\n').find((l) => l.startsWith('Hint:'))).toMatch(/^Hint: ★ .+ ≈ [+−]?\d+\.\d/);
    app.unmount();
    ctl.abort.abort('suspend');
    await done;
  });

  it.each([
    ['hot-seat', 2, true, 'No undo in hot-seat play: every move stands.'],
    ['--no-undo', 1, false, 'Undo is off in this match (tournament play, --no-undo).'],
  ] as const)('%s: never offered, `u` says why, nothing is written', async (_what, humans, undo, said) => {
    const { ctl, sink, done, nextDecision } = table(humans, undo);
    expect(ctl.undoBook).toBeNull();
    expect(ctl.loopOptions().undo).toBeUndefined();
    let m = await nextDecision();
    let told = 0;
    for (let i = 0; i < 12 && m; i++) {
      expect(m.undoable ?? false).toBe(false);
      expect(hasU(m)).toBe(false);
      if (i > 0) {
        ctl.undo();
        expect(ctl.getModel()!.notice).toBe(said);
        told++;
      }
      ctl.submit(someAction(m));
      m = await nextDecision();
    }
    expect(told).toBeGreaterThan(0);
    expect(sink.lines.some((l) => l.type === 'undo')).toBe(false);
    if (!undo) expect(sink.lines[0]).toMatchObject({ type: 'match', undo: false });
    ctl.abort.abort('suspend');
    await done;
  });
});
