// The replay screen (every hand face up, stepping) and the menu's choices becoming a match configuration.
import { renderToString } from 'ink';
import { describe, expect, it, vi } from 'vitest';
import { readHistoryFile } from '../../../src/engine/history/reader.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import { lupfenUi } from '../../../src/games/lupfen/ui/index.js';
import { handleKey } from '../../../src/ui/App.js';
import { face } from '../../../src/ui/cards.js';
import { INITIAL_UI } from '../../../src/ui/components/TableScreen.js';
import { changeRow, menuChoice, menuKey, menuProblem, menuRows, MenuView, type MenuState } from '../../../src/ui/menu.js';
import { ReplaySource, replayFrames } from '../../../src/ui/replay.js';
import { menuState } from '../../ui/menu-state.js';
import { screenText } from '../../ui/screen.js';
import { CLASSIC_4P } from '../../examples.js';

const EXAMPLE = CLASSIC_4P;

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
    const out = screenText(m0, { recording: false, canPlayAgain: false });
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
  it('lists every option of the variant and turns changes into the match options', () => {
    let s = menuState({
      players: 4,
      seats: ['human', 'bot:basic', 'bot:basic', 'bot:basic'],
      options: { ante: 1, min_price: 1, max_price: 10, deals: 20, deck_style: 'swiss', no_trick_penalty: 'none' },
    });
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
    expect(choice.match.players).toBe(5);
    expect(choice.match.options).toEqual({ ante: '2' });
    expect(choice.match.seats[1]).not.toBe('bot:basic');
  });

  it('switching variant resets the options to that variant’s defaults', () => {
    const s = menuState({ players: 4, seats: ['human', 'bot:basic', 'bot:basic', 'bot:basic'], options: { ante: 1 }, cursor: 1 });
    const v = changeRow(s, { kind: 'variant' }, 1);
    expect(v.variant).toBe('vorarlberg');
    expect(v.options['ante']).toBe(3);
    expect(menuRows(v).some((r) => r.kind === 'option' && r.spec.key === 'blind_lupf')).toBe(true);
  });

  const base = menuState();
  const at = (s: MenuState, kind: string, seat?: number) =>
    menuRows(s).findIndex((r) => r.kind === kind && (seat === undefined || ('seat' in r && r.seat === seat)));
  const type = (s: MenuState, text: string) => [...text].reduce((m, ch) => menuKey(m, ch, {}).state, s);

  it('lets players type names, which become --names', () => {
    let s: MenuState = { ...base, cursor: at(base, 'name', 0) };
    s = type(s, 'Ana');
    s = { ...s, cursor: at(s, 'name', 1) };
    s = type(s, 'Bem');
    s = menuKey(s, '', { backspace: true }).state;
    s = type(s, 'n');
    // q is a letter in a name, not "quit"
    s = { ...s, cursor: at(s, 'name', 2) };
    s = type(s, 'Qiq');
    const r = menuKey(s, '', { return: true });
    expect(r.done).toEqual(expect.objectContaining({ match: expect.objectContaining({ names: ['Ana', 'Ben', 'Qiq'] }) }));
  });

  it('refuses duplicate (any case), empty and control-character names at the field; Enter does not start', () => {
    let s: MenuState = { ...base, cursor: at(base, 'name', 0) };
    s = type(s, 'Ana');
    s = { ...s, cursor: at(s, 'name', 2) };
    s = type(s, 'ana');
    expect(menuProblem(s)).toEqual({
      row: { kind: 'name', seat: 2 },
      reason: expect.stringMatching(/^name "ana" is given twice \(players 1 and 3\); names are 1–20/),
    });
    const r = menuKey({ ...s, cursor: 0 }, '', { return: true });
    expect(r.done).toBeUndefined();
    expect(r.refused).toBe(true);
    expect(r.state.cursor).toBe(at(s, 'name', 2));
    s = menuKey(s, '', { backspace: true }).state;
    s = menuKey(s, '', { backspace: true }).state;
    s = menuKey(s, '', { backspace: true }).state;
    expect(menuProblem(s)?.reason).toMatch(/^name "" is empty/);
    s = type(s, 'C\u001b[2Jx');
    expect(menuProblem(s)?.reason).toMatch(/^name "C\\x1b\[2Jx" has a control character/);
    const screen = renderToString(<MenuView state={s} cols={100} height={30} />, { columns: 100 });
    expect(screen).not.toContain('\u001b[2J');
  });

  it('a bad combination of house rules shows at its field and Enter is refused until it is fixed', () => {
    let s: MenuState = {
      ...base,
      variant: 'vorarlberg',
      seats: ['human', 'bot:basic', 'bot:basic'],
      options: { shoving: false, dealer_stake: 0 },
    };
    s = changeRow(
      s,
      menuRows(s).find((r) => r.kind === 'option' && r.spec.key === 'shoving')!,
      1,
    );
    const p = menuProblem(s);
    expect(p?.reason).toMatch(/^shoving=true needs a dealer stake/);
    expect(p?.row).toEqual(expect.objectContaining({ kind: 'option', spec: expect.objectContaining({ key: 'shoving' }) }));
    const r = menuKey(s, '', { return: true });
    expect(r.done).toBeUndefined();
    s = changeRow(
      r.state,
      menuRows(s).find((x) => x.kind === 'option' && x.spec.key === 'dealer_stake')!,
      1,
    );
    expect(menuProblem(s)).toBeNull();
    expect(menuKey(s, '', { return: true }).done).toEqual(
      expect.objectContaining({
        match: expect.objectContaining({ options: expect.objectContaining({ shoving: 'true', dealer_stake: '3' }) }),
      }),
    );
  });

  it('offers each bot once (bot:normal is bot:basic under another name)', () => {
    let s: MenuState = { ...base, seats: ['human', 'bot:random', 'human'] };
    const seen: string[] = [];
    const row = menuRows(s).find((r) => r.kind === 'seat' && r.seat === 1)!;
    do {
      s = changeRow(s, row, 1);
      seen.push(s.seats[1]!);
    } while (s.seats[1] !== 'bot:random' && seen.length < 20);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain('bot:basic');
    expect(seen).not.toContain('bot:normal');
  });
});
