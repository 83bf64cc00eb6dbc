// The last trick of every deal stays on the table under the deal that played it, in live play
// and in replay, and `t` names its deal.
import { describe, expect, it } from 'vitest';
import type { SeatInfo, TrickLine } from '../../../src/core/history-lines.js';
import { readHistoryFile } from '../../../src/engine/history/reader.js';
import { MemorySink, runMatch } from '../../../src/engine/match.js';
import { lupfen, type LupfenAction } from '../../../src/games/lupfen/index.js';
import { handleKey } from '../../../src/ui/App.js';
import { INITIAL_UI } from '../../../src/ui/components/TableScreen.js';
import { lupfenUi } from '../../../src/games/lupfen/ui/index.js';
import type { TableModel } from '../../../src/ui/model.js';
import { ReplaySource, replayFrames } from '../../../src/ui/replay.js';
import { replayText } from '../../../src/ui/replay-text.js';
import { screenText } from '../../ui/screen.js';
import { CLASSIC_4P } from '../../examples.js';
import { lupfenTable } from './play.js';

const EXAMPLE = CLASSIC_4P;
const tick = () => new Promise((r) => setTimeout(r, 0));
const draw = (m: TableModel, overlay: 'none' | 'trick' = 'none') =>
  screenText(m, { ui: { ...INITIAL_UI, overlay }, cols: 100, rows: 32, recording: false, canPlayAgain: false });

describe('live play: the last trick of a deal', () => {
  it('is held on the table with its cards and winner under its own deal, before the summary; t shows it with its deal', async () => {
    const seats: SeatInfo[] = [0, 1, 2, 3].map((i) => ({ name: `Bot ${i + 1}`, kind: 'bot', level: 'basic' }));
    const first = { id: 'bot:first', decide: (_v: unknown, legal: readonly LupfenAction[]) => legal[0]! };
    const ctl = lupfenTable(seats, [first, first, first, first]);
    const held: { deal: number; trick: TableModel['lastTrick']; screen: string; lastAfter?: string }[] = [];
    const sink = new MemorySink();
    const r = lupfen.resolveOptions('classic', 4, { deals: '3' });
    if (!r.ok) throw new Error(r.reason);
    const done = runMatch(
      { game: lupfen, variant: 'classic', players: 4, options: r.value, seats, agents: ctl.agents(), seed: 'held' },
      { sink, onStep: ctl.onStep, signal: ctl.abort.signal },
    );
    let summaries = 0;
    for (let i = 0; i < 5000; i++) {
      await tick();
      const m = ctl.getModel();
      if (!m?.pause) continue;
      if (m.pause.kind === 'match-end') break;
      if (m.pause.kind === 'trick') held.push({ deal: m.view.dealNo, trick: m.pause.trick, screen: draw(m) });
      if (m.pause.kind === 'deal-summary') {
        summaries++;
        const last = held[held.length - 1];
        if (last) last.lastAfter = draw(m, 'trick');
      }
      ctl.proceed();
    }
    await done;
    const tricks = sink.lines.filter((l): l is TrickLine => l.type === 'trick');
    const thirds = tricks.filter((t) => t.index === 3);
    expect(thirds.length).toBeGreaterThan(0);
    expect(summaries).toBe(3);
    for (const t of thirds) {
      const h = held.find((x) => x.trick?.index === 3 && x.deal === t.deal);
      expect(h, `deal ${t.deal}`).toBeDefined();
      expect(h!.trick!.cards).toEqual(t.cards);
      expect(h!.trick!.winner).toBe(t.winner);
      expect(h!.screen).toContain(`deal ${t.deal} of 3 · trick 3 taken`);
      expect(h!.screen).toContain(`Bot ${t.winner + 1}`);
      expect(h!.screen).toMatch(/★ wins/);
      expect(h!.lastAfter).toContain(`Last trick (deal ${t.deal}, trick 3)`);
    }
  });
});

describe('replay: the last trick of a deal', () => {
  const parsed = readHistoryFile(EXAMPLE);
  if (!parsed.ok) throw new Error(parsed.reason);
  const { frames } = replayFrames(lupfen, parsed.value);

  it('steps through the third trick on the deal that played it, then that deal’s summary', () => {
    const src = new ReplaySource(lupfen, lupfenUi, parsed.value, frames, undefined, false);
    const at = frames.findIndex((f) => f.line.type === 'trick' && f.line.deal === 1 && f.line.index === 3);
    src.step(at);
    const m = src.getModel()!;
    expect(m.pause?.kind).toBe('trick');
    if (m.pause?.kind !== 'trick') throw new Error('no trick');
    expect(m.pause.trick.cards).toEqual(['KC', 'TS', 'KS']);
    expect(m.pause.trick.winner).toBe(3);
    expect(m.view.dealNo).toBe(1);
    expect(m.view.tricksWon).toEqual([1, 0, 0, 2]);
    expect(draw(m)).toContain('deal 1 of');
    expect(draw(m, 'trick')).toContain('Last trick (deal 1, trick 3)');
    src.step(1);
    const settle = src.getModel()!;
    expect(settle.pause?.kind).toBe('deal-summary');
    expect(draw(settle)).toContain('Deal 1 is over');
  });

  it('↑/↓ jump by deal, Home/End to the ends; its own keys under ?', () => {
    const src = new ReplaySource(lupfen, lupfenUi, parsed.value, frames, undefined, false);
    const starts = frames.flatMap((f, i) => (f.line.type === 'deal' && i > 0 ? [i] : []));
    const key = (k: Parameters<typeof handleKey>[3]) => handleKey(src.getModel(), INITIAL_UI, '', k, src, { cols: 100, rows: 32 }, false);
    key({ downArrow: true });
    expect(src.getModel()!.progress).toBe(`line ${starts[0]! + 1} of ${frames.length}`);
    key({ downArrow: true });
    expect(src.getModel()!.progress).toBe(`line ${starts[1]! + 1} of ${frames.length}`);
    key({ rightArrow: true });
    key({ upArrow: true });
    expect(src.getModel()!.progress).toBe(`line ${starts[1]! + 1} of ${frames.length}`);
    key({ end: true });
    expect(src.getModel()!.progress).toBe(`line ${frames.length} of ${frames.length}`);
    key({ home: true });
    expect(src.getModel()!.progress).toBe(`line 1 of ${frames.length}`);
    const help = screenText(src.getModel()!, {
      ui: { ...INITIAL_UI, overlay: 'help' },
      cols: 100,
      rows: 32,
      recording: false,
      canPlayAgain: false,
    });
    expect(help).toContain('the next deal');
    expect(help).toContain('Home/End');
    expect(help).not.toContain('hint');
    const footer = draw(src.getModel()!)
      .split('\n')
      .filter((l) => l.trim())
      .at(-1)!;
    expect(footer).toContain('↑/↓ deal');
    expect(footer.match(/Home\/End/g)).toHaveLength(1);
  });

  it('draws the hands still held unlike the cards laid on the trick', () => {
    const src = new ReplaySource(lupfen, lupfenUi, parsed.value, frames, undefined, false);
    src.step(frames.findIndex((f) => f.line.type === 'play'));
    const out = draw(src.getModel()!);
    // One card laid, bracketed; the held cards bare after "hand".
    expect(out.match(/\[(10|[AKOU])-(Ac|Lv|He|Sh|Ro|Be) ?\]/g) ?? []).toHaveLength(1);
    expect((out.match(/hand (\S+ ?)+/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('as text (piped), ends with the balances', async () => {
    const { text } = await replayText(lupfen, async () => lupfenUi, parsed.value);
    const last = text.trimEnd().split('\n').at(-1)!;
    const end = parsed.value.lines.find((l) => l.type === 'end');
    if (end?.type !== 'end') throw new Error('no end line');
    const names = parsed.value.match.seats.map((s) => s.name);
    expect(last).toBe(`Final balances: ${names.map((n, i) => `${n} ${end.totals[i]! > 0 ? '+' : ''}${end.totals[i]}`).join(', ')} chips.`);
  });
});
