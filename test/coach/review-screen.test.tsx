// The deal review at the table: `r` on a deal summary of a practice match opens the review panel,
// which shows its progress while the search values the player's decisions, then the deal with the
// costliest decision first and the numbers engine/review.ts gives for the same history (those of
// `cardtable review`); Esc closes it and stops the work; hot-seat offers no review.
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { AnyAgent } from '../../src/bots/agent.js';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { reviewHistory } from '../../src/engine/review.js';
import { App, handleKey, type ScreenSource } from '../../src/ui/App.js';
import { helpKeys, INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import { historyInMemory } from '../../src/ui/run.js';
import { fewSamplesBotsOf, registeredGames } from '../registered.js';
import { liveTable } from '../ui/live-table.js';
import { plain } from '../ui/fixtures.js';

const games = await registeredGames();
const { game, ui } = games.find((g) => g.id === 'toeppen')!;
const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
const firstLegal: AnyAgent = { id: 'bot:first', decide: (_v: unknown, legal: readonly unknown[]) => legal[0] };
const ONE: SeatInfo[] = [
  { name: 'Ana', kind: 'human' },
  { name: 'Ben', kind: 'bot', level: 'basic' },
  { name: 'Cleo', kind: 'bot', level: 'basic' },
  { name: 'Dan', kind: 'bot', level: 'basic' },
];

async function until(cond: () => boolean, ms = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A seeded match at the table, seat 0's decisions made by `firstLegal`, run until deal 1's summary. */
async function atSummary(seats: readonly SeatInfo[]) {
  const memory = historyInMemory();
  const opts = game.resolveOptions(variant.id, seats.length, { deals: '2' });
  if (!opts.ok) throw new Error(opts.reason);
  const { ctl, done } = liveTable({
    game,
    ui,
    gameBots: fewSamplesBotsOf(game),
    variant: variant.id,
    seats,
    bots: seats.map((s) => (s.kind === 'bot' ? firstLegal : null)),
    options: opts.value,
    seed: 'review-screen',
    controller: { history: memory.read },
    sink: memory.sink,
    // The humans' questions are answered for them, so the match runs on to the summary by itself.
    agents: (table) => table.map((a, i) => (seats[i]!.kind === 'human' ? firstLegal : a)),
  });
  await until(() => ctl.getModel()?.pause?.kind === 'deal-summary');
  const signals: AbortSignal[] = [];
  const source: ScreenSource = {
    subscribe: ctl.subscribe,
    getModel: ctl.getModel,
    submit: (a) => ctl.submit(a),
    proceed: () => ctl.proceed(),
    statusText: () => ctl.statusText(),
    review: (deal, signal, onProgress) => {
      signals.push(signal);
      return ctl.review(deal, signal, onProgress);
    },
  };
  const stop = async () => {
    ctl.abort.abort();
    await done.catch(() => {});
  };
  return { ctl, memory, source, signals, stop };
}

async function frameWith(app: { lastFrame(): string | undefined }, test: RegExp): Promise<string> {
  await until(() => test.test(plain(app.lastFrame())));
  return plain(app.lastFrame());
}

describe('the review at the table', () => {
  it('r on the deal summary shows the progress, then the deal with the costliest decision first and the numbers of reviewHistory', async () => {
    const { memory, source, stop } = await atSummary(ONE);
    const app = render(<App source={source} onExit={() => {}} recording={false} canPlayAgain={false} guardMs={0} />);
    try {
      expect(plain(app.lastFrame())).toContain('r reviews the deal');
      app.stdin.write('r');
      expect(await frameWith(app, /Reviewing decision \d+ of \d+…/)).toContain('Review of deal 1');
      const frame = await frameWith(app, /Decisions, costliest first/);
      const parsed = await memory.read();
      if (!parsed.ok) throw new Error(parsed.reason);
      const r = await reviewHistory(game, parsed.value, { bots: fewSamplesBotsOf(game), seats: [0], deal: 1 });
      if (!r.ok) throw new Error(r.reason);
      const top = r.value[0]!.decisions[0]!;
      // The costliest decision comes first, selected, with the cost and the best choice reviewHistory gives.
      const first = frame.split('\n').find((l) => /[▸ ] #\d+ /.test(l))!;
      expect(first).toMatch(new RegExp(`▸ #${top.number} +${top.cost.toFixed(2)} `));
      expect(first).toContain(top.taken === top.best ? 'the best' : top.cost < 0.05 ? 'as good' : `best: ${top.best}`);
      expect(frame).toContain('Hands as dealt');
      expect(frame).toContain('Ana: ');
      // Esc closes it; the summary is back.
      app.stdin.write('\u001B');
      await frameWith(app, /Press Enter to continue/);
    } finally {
      app.unmount();
      await stop();
    }
  }, 120_000);

  it('Esc while the review is worked out closes the panel and stops the work', async () => {
    const { source, signals, stop } = await atSummary(ONE);
    const app = render(<App source={source} onExit={() => {}} recording={false} canPlayAgain={false} guardMs={0} />);
    try {
      app.stdin.write('r');
      await frameWith(app, /Reviewing/);
      await until(() => signals.length > 0, 5000);
      expect(signals).toHaveLength(1);
      expect(signals[0]!.aborted).toBe(false);
      app.stdin.write('\u001B');
      await frameWith(app, /Press Enter to continue/);
      // React runs the panel's clean-up right after the frame that closed it.
      await until(() => signals[0]!.aborted, 5000);
      expect(signals[0]!.aborted).toBe(true);
    } finally {
      app.unmount();
      await stop();
    }
  }, 120_000);

  it('hot-seat (two humans) offers no review: the hands would be face up for whoever looks', async () => {
    const two = ONE.map((s, i) => (i === 2 ? { name: s.name, kind: 'human' as const } : s));
    const { ctl, source, stop } = await atSummary(two);
    try {
      const m = ctl.getModel()!;
      expect(m.reviewable).toBeUndefined();
      expect(handleKey(m, INITIAL_UI, 'r', {}, source, { cols: 80, rows: 24 }, false).ui.overlay).toBe('none');
      expect(helpKeys(m, true).some(([key]) => key === 'r')).toBe(false);
      const one = await atSummary(ONE);
      expect(handleKey(one.ctl.getModel(), INITIAL_UI, 'r', {}, one.source, { cols: 80, rows: 24 }, false).ui.overlay).toBe('review');
      // The help (?) lists the key where it acts.
      expect(helpKeys(one.ctl.getModel()!, true).find(([key]) => key === 'r')?.[1]).toMatch(/^on a deal’s summary: review the deal/);
      await one.stop();
    } finally {
      await stop();
    }
  }, 120_000);
});
