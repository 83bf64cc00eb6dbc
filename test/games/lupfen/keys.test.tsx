// Keys becoming Lupfen's actions (l lifts, n says no, the price chooser…): the pure key handler, and
// the App through ink-testing-library.
import { render } from 'ink-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenAction, LupfenState } from '../../../src/games/lupfen/types.js';
import { App, handleKey, type ScreenSource } from '../../../src/ui/App.js';
import { helpKeys, INITIAL_UI, shownHand } from '../../../src/ui/components/TableScreen.js';
import { helpLineCount } from '../../../src/ui/components/overlays/Help.js';
import type { TableModel } from '../../../src/ui/model.js';
import { initialSelection, promptKey } from '../../../src/ui/prompt.js';
import { advance, model, start } from './fixtures.js';
import { plain } from '../../ui/fixtures.js';

const tick = () => new Promise((r) => setTimeout(r, 0));
/** Polls the last frame until it shows `text` (renders are throttled; a busy machine needs more than a tick). */
async function frameWith(app: { lastFrame(): string | undefined }, text: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const f = plain(app.lastFrame());
    if (f.includes(text)) return f;
    await new Promise((r) => setTimeout(r, 10));
  }
  return plain(app.lastFrame());
}
const liftOrJoin = (_s: LupfenState, l: LupfenAction[]) =>
  l.find((a) => a.kind === 'call' && (a.call === 'lift' || a.call === 'join')) ?? l[0]!;
const SIZE = { cols: 80, rows: 24 };

function source(m: TableModel | null) {
  const submit = vi.fn<(a: LupfenAction) => void>();
  const proceed = vi.fn<() => void>();
  let current = m;
  const listeners = new Set<() => void>();
  const src: ScreenSource & { set(m: TableModel): void } = {
    subscribe: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
    getModel: () => current,
    submit,
    proceed,
    statusText: () => 'waiting',
    set(next) {
      current = next;
      for (const fn of listeners) fn();
    },
  };
  return { src, submit, proceed };
}

describe('keys → actions (pure)', () => {
  it('classic lift: l lifts, n says no, digits pick by position', () => {
    const s = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const m = model(s, 0);
    const { src, submit } = source(m);
    handleKey(m, INITIAL_UI, 'l', {}, src, SIZE, true);
    expect(submit).toHaveBeenLastCalledWith({ kind: 'call', call: 'lift' });
    handleKey(m, INITIAL_UI, 'n', {}, src, SIZE, true);
    expect(submit).toHaveBeenLastCalledWith({ kind: 'call', call: 'pass' });
    handleKey(m, INITIAL_UI, '2', {}, src, SIZE, true);
    expect(submit).toHaveBeenLastCalledWith({ kind: 'call', call: 'pass' });
  });

  it('→ then Enter confirms the selected call', () => {
    const s = advance(start(), (x) => x.phase === 'join' && x.pending[0] === 0, liftOrJoin);
    const m = model(s, 0);
    const { src, submit } = source(m);
    const r = handleKey(m, INITIAL_UI, '', { rightArrow: true }, src, SIZE, true);
    expect(submit).not.toHaveBeenCalled();
    handleKey(m, r.ui, '', { return: true }, src, SIZE, true);
    expect(submit).toHaveBeenLastCalledWith({ kind: 'call', call: 'drop' });
  });

  it('price: ←/→ within the limits, digits build 10, Enter names it', () => {
    const s = advance(start(), (x) => x.phase === 'price' && x.pending[0] === 0, liftOrJoin);
    const m = model(s, 0);
    const p = m.decision!.prompt;
    let sel = initialSelection(p, []);
    expect(sel.index).toBe(1);
    const left = promptKey(p, sel, { input: '', key: 'left' }, []);
    expect(left).toEqual({ select: { index: 1, typed: '' } });
    sel = (promptKey(p, sel, { input: '1' }, []) as { select: typeof sel }).select;
    sel = (promptKey(p, sel, { input: '0' }, []) as { select: typeof sel }).select;
    expect(sel.index).toBe(10);
    sel = (promptKey(p, sel, { input: '', key: 'right' }, []) as { select: typeof sel }).select;
    expect(sel.index).toBe(10);
    expect(promptKey(p, sel, { input: '', key: 'enter' }, [])).toEqual({ act: { kind: 'call', call: 'price', amount: 10 } });
  });

  it('cards: ←/→ move over the hand, Enter plays only a playable card', () => {
    const s = advance(
      start(),
      (x) =>
        x.phase === 'play' && x.pending[0] === 0 && (x.trick?.cards.length ?? 0) > 0 && lupfen.legalActions(x).length < x.hands[0]!.length,
      liftOrJoin,
      'cards-2',
    );
    const m = model(s, 0);
    const hand = shownHand(m)!;
    const p = m.decision!.prompt;
    if (p.kind !== 'cards') throw new Error('expected a card prompt');
    const legal = new Set(p.playable.map((x) => x.card));
    const bad = hand.findIndex((c) => !legal.has(c));
    const good = hand.findIndex((c) => legal.has(c));
    expect(promptKey(p, { index: bad, typed: '' }, { input: '', key: 'enter' }, hand)).toBeNull();
    expect(promptKey(p, { index: good, typed: '' }, { input: ' ' }, hand)).toEqual({ act: { kind: 'play', card: hand[good] } });
    const moved = promptKey(p, { index: 0, typed: '' }, { input: '', key: 'left' }, hand);
    expect(moved).toEqual({ select: { index: hand.length - 1, typed: '' } });
  });

  it('q asks first; y quits, n goes back; match end quits at once', () => {
    const m = model(
      advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0),
      0,
    );
    const { src, submit } = source(m);
    const asked = handleKey(m, INITIAL_UI, 'q', {}, src, SIZE, true);
    expect(asked.ui.quitAsked).toBe(true);
    expect(asked.exit).toBeUndefined();
    expect(handleKey(m, asked.ui, 'n', {}, src, SIZE, true).ui.quitAsked).toBe(false);
    expect(handleKey(m, asked.ui, 'y', {}, src, SIZE, true).exit).toBe('quit');
    expect(submit).not.toHaveBeenCalled();
    const ended = { ...m, pause: { kind: 'match-end' as const } };
    expect(handleKey(ended, INITIAL_UI, 'q', {}, src, SIZE, true).exit).toBe('quit');
    expect(handleKey(ended, INITIAL_UI, 'a', {}, src, SIZE, true).exit).toBe('again');
  });

  it('in help, End goes to the last page and Home back to the first', () => {
    const m = model(
      advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0),
      0,
    );
    const { src } = source(m);
    const help = { ...INITIAL_UI, overlay: 'help' as const };
    const end = handleKey(m, help, '', { end: true }, src, SIZE, true).ui;
    // The last line of the help is on screen: the offset is the lines below the first page.
    const lines = helpLineCount(m.rules, SIZE.cols - 4, helpKeys(m, true));
    expect(end.helpOffset).toBe(lines - (SIZE.rows - 5));
    expect(end.overlay).toBe('help');
    expect(handleKey(m, end, '', { home: true }, src, SIZE, true).ui.helpOffset).toBe(0);
  });

  it('Ctrl-C interrupts from anywhere', () => {
    expect(handleKey(null, INITIAL_UI, 'c', { ctrl: true }, source(null).src, SIZE, true).exit).toBe('interrupt');
  });

  it('overlays: ? s t open, any key closes; they never act', () => {
    const m = model(
      advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0),
      0,
    );
    const { src, submit } = source(m);
    for (const [k, overlay] of [
      ['?', 'help'],
      ['s', 'scores'],
      ['t', 'trick'],
    ] as const) {
      const open = handleKey(m, INITIAL_UI, k, {}, src, SIZE, true);
      expect(open.ui.overlay).toBe(overlay);
      const closed = handleKey(m, open.ui, overlay === 'help' ? '' : 'y', overlay === 'help' ? { escape: true } : {}, src, SIZE, true);
      expect(closed.ui.overlay).toBe('none');
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it('pauses: privacy needs Enter, a held trick goes on with any key, the summary with Enter', () => {
    const m = model(
      advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0),
      0,
    );
    const { src, proceed } = source(m);
    const privacy = { ...m, pause: { kind: 'privacy' as const, seat: 1 } };
    handleKey(privacy, INITIAL_UI, 'x', {}, src, SIZE, true);
    expect(proceed).not.toHaveBeenCalled();
    handleKey(privacy, INITIAL_UI, '', { return: true }, src, SIZE, true);
    expect(proceed).toHaveBeenCalledTimes(1);
    const trick = {
      ...m,
      pause: { kind: 'trick' as const, trick: { index: 1, leader: 0, seats: [0], cards: ['AC' as const], winner: 0 } },
    };
    handleKey(trick, INITIAL_UI, 'x', {}, src, SIZE, true);
    expect(proceed).toHaveBeenCalledTimes(2);
  });
});

describe('App (ink-testing-library)', () => {
  it('renders the table and turns key presses into the chosen action', async () => {
    const s = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const m = model(s, 0);
    const { src, submit } = source(m);
    const onExit = vi.fn();
    const app = render(<App source={src} onExit={onExit} recording canPlayAgain guardMs={0} />);
    await tick();
    await tick();
    expect(await frameWith(app, 'Do you lift?')).toContain('Do you lift?');
    // Enter confirms the preselected call, which is the safe one: no lift.
    app.stdin.write('\r');
    await tick();
    expect(submit).toHaveBeenCalledWith({ kind: 'call', call: 'pass' });
    app.stdin.write('?');
    await tick();
    expect(await frameWith(app, 'Help')).toContain('Help');
    app.stdin.write('\u001B');
    await tick();
    app.stdin.write('q');
    await tick();
    expect(await frameWith(app, 'Quit the match?')).toContain('Quit the match?');
    app.stdin.write('y');
    await tick();
    expect(onExit).toHaveBeenCalledWith('quit');
    app.unmount();
  });

  it('selects a card with → and plays it with Enter', async () => {
    const s = advance(
      start(),
      (x) => x.phase === 'play' && x.pending[0] === 0 && (x.trick === null || x.trick.cards.length === 0),
      liftOrJoin,
    );
    const m = model(s, 0);
    const hand = shownHand(m)!;
    const { src, submit } = source(m);
    const app = render(<App source={src} onExit={() => {}} recording canPlayAgain guardMs={0} />);
    await tick();
    await tick();
    app.stdin.write('\u001B[C');
    await tick();
    app.stdin.write('\r');
    await tick();
    expect(submit).toHaveBeenCalledWith({ kind: 'play', card: hand[1 % hand.length] });
    app.unmount();
  });
});

describe('call keys', () => {
  it('never take a table key (s t q ? h c), are unique per prompt, and one letter means one call in both variants', async () => {
    const { RESERVED_KEYS } = await import('../../../src/ui/prompt.js');
    const letters = new Map<string, Set<string>>();
    const { Rng } = await import('../../../src/core/rng.js');
    for (const [variant, raw] of [
      ['classic', {}],
      ['vorarlberg', { blind_lupf: 'true', dealer_stake: '3', shoving: 'true' }],
    ] as const) {
      let s = start(variant, 4, raw);
      const rng = Rng.fromSeed(`keys-${variant}`);
      const seen = new Set<string>();
      // The meaning of a call: its word, vorarlberg's "drop" being its "pass" (both take you out).
      const meaning = (a: LupfenAction) =>
        a.kind === 'look'
          ? 'look'
          : a.kind === 'call'
            ? variant === 'vorarlberg' && a.call === 'drop'
              ? 'pass'
              : `${a.call}${a.blind ? ' blind' : ''}`
            : a.kind;
      for (let i = 0; i < 3000 && lupfen.turn(s).kind !== 'over'; i++) {
        const t = lupfen.turn(s);
        if (t.kind === 'chance') {
          s = lupfen.apply(s, lupfen.drawChance(s, rng));
          continue;
        }
        if (t.kind !== 'decide') break;
        const legal = lupfen.legalActions(s);
        const m = model(s, t.seat);
        const p = m.decision?.prompt;
        if (p?.kind === 'choice') {
          const keys = p.options.map((o) => o.key);
          expect(new Set(keys).size).toBe(keys.length);
          for (const k of keys) expect(RESERVED_KEYS.has(k), `${variant} ${s.phase}: ${k}`).toBe(false);
          for (const o of p.options)
            if (/^[a-z]$/.test(o.key))
              (letters.get(o.key) ?? letters.set(o.key, new Set()).get(o.key)!).add(meaning(o.action as LupfenAction));
          seen.add(s.phase);
        }
        s = lupfen.apply(s, rng.pick(legal));
      }
      expect(seen.size).toBeGreaterThan(1);
    }
    const ambiguous = [...letters].filter(([, m]) => m.size > 1).map(([k, m]) => `${k}: ${[...m].join(' / ')}`);
    expect(ambiguous).toEqual([]);
    expect(letters.get('p')).toEqual(new Set(['pass']));
  });
});

describe('keys that cannot misfire', () => {
  // The guard reads Date.now(): the clock is frozen and moved by hand, so a busy machine that runs
  // the test's timers late cannot carry a key past the guard (only Date is faked; timers are real).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const wait = async (ms: number) => {
    vi.advanceTimersByTime(ms);
    await tick();
  };

  it('a hand-over screen ignores Enter for a short guard after it appears; after it, Enter shows the cards', async () => {
    const m = model(
      advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0),
      null,
      { pause: { kind: 'privacy', seat: 0 }, decision: null },
    );
    const { src, proceed } = source(m);
    const app = render(<App source={src} onExit={() => {}} recording canPlayAgain guardMs={300} />);
    await frameWith(app, 'Pass to Ana');
    app.stdin.write('\r');
    await wait(120);
    app.stdin.write('\r');
    await tick();
    expect(proceed).not.toHaveBeenCalled();
    await wait(250);
    app.stdin.write('\r');
    await tick();
    expect(proceed).toHaveBeenCalledTimes(1);
    app.unmount();
  });

  it('a key never both dismisses the hand-over and acts: the second Enter of a burst, or 0.12 s later, is not a call', async () => {
    const lift = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const privacy = model(lift, null, { pause: { kind: 'privacy', seat: 0 }, decision: null });
    const asked = model(lift, 0);
    for (const gap of [0, 120]) {
      const { src, submit } = source(privacy);
      const proceed = vi.fn(() => src.set(asked));
      const app = render(<App source={{ ...src, proceed }} onExit={() => {}} recording canPlayAgain guardMs={300} />);
      await frameWith(app, 'Pass to Ana');
      await wait(320);
      if (gap === 0) {
        app.stdin.write('\r');
        app.stdin.write('\r');
      } else {
        app.stdin.write('\r');
        await wait(gap);
        app.stdin.write('\r');
      }
      await wait(20);
      expect(proceed).toHaveBeenCalledTimes(1);
      expect(submit).not.toHaveBeenCalled();
      app.unmount();
    }
  });

  it('a new decision and a deal summary ignore acting keys for the guard; looking keys (? s t q, arrows) still work', async () => {
    const s = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const m = model(s, 0);
    const { src, submit, proceed } = source(m);
    const app = render(<App source={src} onExit={() => {}} recording canPlayAgain guardMs={300} />);
    await frameWith(app, 'Do you lift?');
    const shownBy = Date.now();
    app.stdin.write('l');
    app.stdin.write('\r');
    await tick();
    expect(submit).not.toHaveBeenCalled();
    await wait(299);
    app.stdin.write('l');
    await tick();
    expect(submit).not.toHaveBeenCalled();
    // Once the guard is over the letter acts.
    await wait(1);
    app.stdin.write('l');
    await tick();
    expect(Date.now() - shownBy).toBe(300);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ kind: 'call', call: 'lift' });
    const summary = model(
      advance(start(), (x) => x.lastDeal !== null, liftOrJoin),
      null,
    );
    src.set({ ...summary, pause: { kind: 'deal-summary', summary: summary.view.lastDeal! } });
    await frameWith(app, 'Press Enter');
    app.stdin.write('\r');
    await tick();
    expect(proceed).not.toHaveBeenCalled();
    app.stdin.write('s');
    expect(await frameWith(app, 'Scoresheet')).toContain('Scoresheet');
    app.stdin.write('x');
    await wait(320);
    app.stdin.write('\r');
    await tick();
    expect(proceed).toHaveBeenCalledTimes(1);
    app.unmount();
  });

  it('a finished trick and a "nothing to decide" screen ignore keys for the guard too; after it a key goes on', async () => {
    const played = advance(start(), (x) => x.tricks.length === 1, liftOrJoin);
    for (const pause of [
      { kind: 'trick', trick: played.tricks[0]!, waits: true },
      { kind: 'formal', seat: 0 },
    ] as const) {
      const { src, proceed } = source(model(played, null, { pause, decision: null }));
      const app = render(<App source={src} onExit={() => {}} recording canPlayAgain guardMs={300} />);
      await frameWith(app, pause.kind === 'trick' ? 'any key continues' : 'Enter continue');
      app.stdin.write('\r');
      await tick();
      expect(proceed, pause.kind).not.toHaveBeenCalled();
      await wait(320);
      app.stdin.write('\r');
      await tick();
      expect(proceed, pause.kind).toHaveBeenCalledTimes(1);
      app.unmount();
    }
  });

  it('the preselected call is the safe one, the same in both variants: no lift, look, drop, keep', () => {
    const sel = (s: LupfenState, seat = s.pending[0]!) => {
      const m = model(s, seat);
      const p = m.decision!.prompt;
      if (p.kind !== 'choice') throw new Error(p.kind);
      return p.options[initialSelection(p, [])!.index]!.action;
    };
    const classicLift = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    expect(sel(classicLift)).toEqual({ kind: 'call', call: 'pass' });
    const vLift = advance(start('vorarlberg'), (x) => x.phase === 'lift' && x.pending[0] === 0);
    expect(sel(vLift)).toEqual({ kind: 'call', call: 'pass' });
    const blind = advance(start('vorarlberg', 4, { blind_lupf: 'true' }), (x) => x.phase === 'lift' && x.pending[0] === 0);
    expect(sel(blind)).toEqual({ kind: 'look' });
    const join = advance(start(), (x) => x.phase === 'join' && x.pending[0] === 0, liftOrJoin);
    expect(sel(join)).toEqual({ kind: 'call', call: 'drop' });
    const vJoin = advance(start('vorarlberg'), (x) => x.phase === 'join' && lupfen.legalActions(x).length > 1, liftOrJoin);
    expect(sel(vJoin)).toEqual({ kind: 'call', call: 'drop' });
  });
});
