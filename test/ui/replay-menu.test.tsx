// The replay screen (every hand face up, stepping) and the menu's choices becoming flags.
import { renderToString } from 'ink';
import { describe, expect, it, vi } from 'vitest';
import { readHistoryFile } from '../../src/engine/history/reader.js';
import { lupfen } from '../../src/games/lupfen/index.js';
import { lupfenUi } from '../../src/games/lupfen/ui/index.js';
import { handleKey } from '../../src/ui/App.js';
import { face } from '../../src/ui/cards.js';
import { INITIAL_UI, TableScreen } from '../../src/ui/components/TableScreen.js';
import { changeRow, menuChoice, menuRows, type MenuState } from '../../src/ui/menu.js';
import { ReplaySource, replayFrames } from '../../src/ui/replay.js';
import { plain } from './fixtures.js';

const EXAMPLE = new URL('../../../shared/spec/examples/lupfen-classic-4p.jsonl', import.meta.url).pathname;

describe('replay', () => {
  const parsed = readHistoryFile(EXAMPLE);
  if (!parsed.ok) throw new Error(parsed.reason);
  const { frames, error } = replayFrames(lupfen, parsed.value);

  it('rebuilds every line of a recorded match', () => {
    expect(error).toBeNull();
    expect(frames.length).toBe(parsed.value.lines.length - 1);
  });

  it('shows every hand face up and steps with ←/→', () => {
    const src = new ReplaySource(lupfen, lupfenUi, parsed.value, frames, undefined, false);
    const m0 = src.getModel()!;
    const out = plain(renderToString(<TableScreen model={m0} ui={INITIAL_UI} cols={80} rows={24} status="" recording={false} canPlayAgain={false} />, { columns: 80 }));
    const deal = parsed.value.lines.find((l) => l.type === 'deal')!;
    if (deal.type !== 'deal') throw new Error('no deal');
    for (const hand of deal.hands) for (const c of hand) expect(out).toContain(face(c, m0.look));
    expect(out).toContain('line 1 of');
    const step = vi.fn((d: number | 'start' | 'end') => src.step(d));
    handleKey(m0, INITIAL_UI, '', { rightArrow: true }, { submit: () => {}, proceed: () => {}, step }, { cols: 80, rows: 24 }, false);
    expect(step).toHaveBeenCalledWith(1);
    expect(src.getModel()!.progress).toContain('line 2 of');
    src.step('end');
    expect(src.getModel()!.view.result).not.toBeNull();
    src.step('start');
    expect(src.getModel()!.progress).toContain('line 1 of');
  });
});

describe('menu', () => {
  it('lists every option of the variant and turns changes into flags', () => {
    let s: MenuState = { game: 'lupfen', variant: 'classic', players: 4, seats: ['human', 'bot:basic', 'bot:basic', 'bot:basic'], options: { ante: 1, min_price: 1, max_price: 10, deals: 20, deck_style: 'swiss', no_trick_penalty: 'none' }, speed: 'normal', cursor: 0 };
    const rows = menuRows(s);
    expect(rows.filter((r) => r.kind === 'seat')).toHaveLength(4);
    expect(rows.some((r) => r.kind === 'option' && r.spec.key === 'max_price')).toBe(true);
    const players = rows.find((r) => r.kind === 'players')!;
    s = changeRow(s, players, 1);
    expect(s.players).toBe(5);
    expect(s.seats).toHaveLength(5);
    const ante = menuRows(s).find((r) => r.kind === 'option' && r.spec.key === 'ante')!;
    s = changeRow(s, ante, 1);
    const seat2 = menuRows(s).find((r) => r.kind === 'seat' && r.seat === 1)!;
    s = changeRow(s, seat2, -1);
    const choice = menuChoice(s);
    expect(choice.game).toBe('lupfen');
    expect(choice.flags.players).toBe('5');
    expect(choice.flags.rule).toEqual(['ante=2']);
    expect(choice.flags.seats.split(',')[1]).not.toBe('bot:basic');
  });

  it('switching variant resets the options to that variant’s defaults', () => {
    const s: MenuState = { game: 'lupfen', variant: 'classic', players: 4, seats: ['human', 'bot:basic', 'bot:basic', 'bot:basic'], options: { ante: 1 }, speed: 'normal', cursor: 1 };
    const v = changeRow(s, { kind: 'variant' }, 1);
    expect(v.variant).toBe('vorarlberg');
    expect(v.options['ante']).toBe(3);
    expect(menuRows(v).some((r) => r.kind === 'option' && r.spec.key === 'blind_lupf')).toBe(true);
  });
});
