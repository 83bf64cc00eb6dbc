// The menu's number rows take digits and PgUp/PgDn, not only ←/→ one step at a time (a match of
// up to 10,000 deals); a name given twice is marked at the name being typed.
import { describe, expect, it } from 'vitest';
import { menuChoice, menuKey, menuProblem, menuRows, type MenuState } from '../../src/ui/menu.js';
import { menuState } from './menu-state.js';

const base = menuState({ options: { deals: 15 } });
const rowOf = (s: MenuState, pick: (r: ReturnType<typeof menuRows>[number]) => boolean) => menuRows(s).findIndex(pick);
const keys = (s: MenuState, ...k: [string, Parameters<typeof menuKey>[2]][]) => k.reduce((m, [i, key]) => menuKey(m, i, key).state, s);
const digits = (s: MenuState, text: string) => keys(s, ...[...text].map((ch) => [ch, {}] as [string, object]));

describe('menu number rows', () => {
  const deals = rowOf(base, (r) => r.kind === 'option' && r.spec.key === 'deals');
  const onDeals: MenuState = { ...base, cursor: deals };

  it('digits type the value, Backspace takes the last one back', () => {
    let s = digits(onDeals, '2500');
    expect(s.options['deals']).toBe(2500);
    s = keys(s, ['', { backspace: true }]);
    expect(s.options['deals']).toBe(250);
    expect(menuChoice(s).match.options['deals']).toBe('250');
  });

  it('digits that arrive in one run (typed quickly) count each; Backspace after ←/→ takes a digit off the value', () => {
    expect(menuKey(onDeals, '10000', {}).state.options['deals']).toBe(10_000);
    const s = keys(onDeals, ['', { rightArrow: true }], ['', { backspace: true }]);
    expect(s.options['deals']).toBe(1);
  });

  it('the maximum holds: 99999 typed is 10,000', () => {
    expect(digits(onDeals, '99999').options['deals']).toBe(10_000);
  });

  it('PgUp and PgDn move ten steps; ←/→ one; typing again after them starts afresh', () => {
    let s = keys(onDeals, ['', { pageUp: true }]);
    expect(s.options['deals']).toBe(25);
    s = keys(s, ['', { pageDown: true }], ['', { pageDown: true }]);
    expect(s.options['deals']).toBe(5);
    s = keys(s, ['', { rightArrow: true }]);
    expect(s.options['deals']).toBe(6);
    expect(digits(s, '40').options['deals']).toBe(40);
  });

  it('moving to another row starts the typing afresh', () => {
    let s = digits(onDeals, '12');
    s = keys(s, ['', { downArrow: true }], ['', { upArrow: true }]);
    expect(digits(s, '3').options['deals']).toBe(3);
  });

  it('players take a digit within the variant’s range', () => {
    const players = rowOf(base, (r) => r.kind === 'players');
    expect(digits({ ...base, cursor: players }, '5').players).toBe(5);
    expect(digits({ ...base, cursor: players }, '9').players).toBe(5);
  });
});

describe('a name given twice', () => {
  const nameRow = (s: MenuState, seat: number) => rowOf(s, (r) => r.kind === 'name' && r.seat === seat);

  it('is marked at the name being typed, also when the other one comes later', () => {
    let s = digits({ ...base, cursor: nameRow(base, 2) }, 'Ana');
    s = digits({ ...s, cursor: nameRow(s, 0) }, 'ana');
    expect(menuProblem(s)?.row).toEqual({ kind: 'name', seat: 0 });
    expect(menuProblem(s)?.reason).toMatch(/^name "Ana" is given twice \(players 1 and 3\)/);
    // Typed at the later one, it is marked there too.
    expect(menuProblem({ ...s, cursor: nameRow(s, 2) })?.row).toEqual({ kind: 'name', seat: 2 });
  });
});
