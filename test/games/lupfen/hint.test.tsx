// The `h` hint at a Lupfen decision: labels (calls, cards, the ten prices), layout, the spinner,
// cancelling, the chips a newcomer reads; and the table staying live while a bot:hard seat thinks.
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { searchAgent } from '../../../src/bots/levels.js';
import { Rng } from '../../../src/core/rng.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenAction, LupfenState, LupfenView } from '../../../src/games/lupfen/types.js';
import { App, handleKey, type ScreenSource } from '../../../src/ui/App.js';
import { INITIAL_UI, footerKeys } from '../../../src/ui/components/TableScreen.js';
import { footerText } from '../../../src/ui/components/Footer.js';
import { computeHint, hintEntries, hintText, promptLabels, type HintShown } from '../../../src/ui/hint.js';
import { lupfenLook, lupfenPrompt } from '../../../src/games/lupfen/ui/table-wording.js';
import type { TableModel } from '../../../src/ui/model.js';
import { advance, model, start } from './fixtures.js';
import { plain } from '../../ui/fixtures.js';
import { botsOf, fewSamplesBotsOf } from '../../registered.js';

const tick = () => new Promise((r) => setTimeout(r, 0));
// Waits end as soon as the frame shows what they wait for; the bound is for a busy machine, where a
// hint's search (with its own time cap) and the frames after it can take seconds.
async function frameWith(app: { lastFrame(): string | undefined }, text: string | RegExp, ms = 30_000): Promise<string> {
  const t0 = Date.now();
  for (;;) {
    const f = plain(app.lastFrame());
    if (typeof text === 'string' ? f.includes(text) : text.test(f)) return f;
    if (Date.now() - t0 > ms) return f;
    await new Promise((r) => setTimeout(r, 10));
  }
}
async function until(cond: () => boolean, ms = 30_000): Promise<void> {
  const t0 = Date.now();
  while (!cond() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 5));
}
const liftOrJoin = (_s: LupfenState, l: LupfenAction[]) =>
  l.find((a) => a.kind === 'call' && (a.call === 'lift' || a.call === 'join')) ?? l[0]!;
const SIZE = { cols: 80, rows: 24 };

/** A screen source at one decision of seat 0, whose hint is the real one, held until `release()`. */
function hintSource(s: LupfenState) {
  const m = model(s, 0);
  const view = lupfen.view(s, 0);
  const legal = lupfen.legalActions(s);
  const look = lupfenLook(view, undefined, false);
  const prompt = lupfenPrompt(view, legal, look);
  let current: TableModel = m;
  const listeners = new Set<() => void>();
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const signals: AbortSignal[] = [];
  const submit = vi.fn<(a: unknown) => void>();
  const src: ScreenSource & { set(m: TableModel): void } = {
    subscribe: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
    getModel: () => current,
    submit,
    proceed: () => {},
    statusText: () => 'Bot 2 is thinking…',
    async hint(signal) {
      signals.push(signal);
      await gate;
      return computeHint(
        lupfen,
        fewSamplesBotsOf(lupfen),
        view,
        legal,
        prompt,
        look,
        { unit: 'chips', note: 'counting your pot share' },
        signal,
      );
    },
    set(next) {
      current = next;
      for (const fn of listeners) fn();
    },
  };
  return { src, m, submit, signals, release: () => release() };
}

describe('hint text', () => {
  const h: HintShown = {
    unit: 'chips',
    note: 'counting your pot share',
    samples: 96,
    entries: [
      { label: 'Lift', value: 2.43, best: true },
      { label: 'No', value: -0.31, best: false },
    ],
  };

  it('recommendation first and marked, values signed, the unit explained when there is room', () => {
    expect(hintText(h, 200)).toBe('Hint: ★ Lift ≈ +2.4 · No ≈ −0.3  (your chips from now to the deal’s end; ? explains)');
    expect(hintText(h, 40)).toBe('Hint: ★ Lift ≈ +2.4 chips · No ≈ −0.3');
    expect(hintText(h, 40, true)).toBe('Hint: * Lift ~ +2.4 chips · No ~ -0.3');
    const same: HintShown = {
      ...h,
      entries: [
        { label: 'A♥', value: -3.71, best: true },
        { label: 'O♥', value: -3.69, best: false },
      ],
    };
    expect(hintText(same, 80)).toBe('Hint: ★ A♥ ≈ −3.7 chips · O♥ ≈ −3.7  — all the same here');
  });

  it('a long list (the ten prices) is cut to the width with a count of the rest', () => {
    const many: HintShown = {
      unit: 'chips',
      samples: 9,
      entries: Array.from({ length: 10 }, (_, i) => ({ label: `Price ${i + 1}`, value: -i / 2, best: i === 0 })),
    };
    const t = hintText(many, 80);
    expect(t.length).toBeLessThanOrEqual(80);
    expect(t).toMatch(/^Hint: ★ Price 1 ≈ 0\.0 chips · Price 2 ≈ −0\.5 · .* · \+\d more$/);
  });

  it('labels actions as the prompt does: calls by name, cards by face, prices by amount', () => {
    const key = (a: LupfenAction) => lupfen.actionKey(a);
    const lift = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const v = lupfen.view(lift, 0);
    const look = lupfenLook(v, undefined, false);
    expect([...promptLabels(lupfenPrompt(v, lupfen.legalActions(lift), look), key, look).values()]).toEqual(['Lift', 'No']);
    const price = advance(start(), (x) => x.phase === 'price' && x.pending[0] === 0, liftOrJoin);
    const pv = lupfen.view(price, 0);
    expect([...promptLabels(lupfenPrompt(pv, lupfen.legalActions(price), look), key, look).values()]).toContain('Price 3');
    const play = advance(start(), (x) => x.phase === 'play' && x.pending[0] === 0, liftOrJoin);
    const cv = lupfen.view(play, 0);
    const labels = [...promptLabels(lupfenPrompt(cv, lupfen.legalActions(play), look), key, look).values()];
    expect(labels.every((l) => /^(10|[AKOU])-(Ac|Sh|Ro|Be)$/.test(l))).toBe(true);
    // The recommendation leads even when another action's value ties with it.
    const e = hintEntries(
      [
        { action: 'a', value: 1 },
        { action: 'b', value: 1 },
      ],
      'b',
      (x) => x,
    );
    expect(e.map((x) => x.label)).toEqual(['b', 'a']);
  });

  it('h toggles only at a decision with hints; acting hides it; ? still opens help', () => {
    const s = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const m = model(s, 0);
    const { src, submit } = hintSource(s);
    const on = handleKey(m, INITIAL_UI, 'h', {}, src, SIZE, true);
    expect(on.ui.hint).toBe(true);
    expect(handleKey(m, on.ui, 'h', {}, src, SIZE, true).ui.hint).toBe(false);
    const acted = handleKey(m, on.ui, 'l', {}, src, SIZE, true);
    expect(submit).toHaveBeenCalledWith({ kind: 'call', call: 'lift' });
    expect(acted.ui.hint).toBe(false);
    expect(handleKey(m, on.ui, '?', {}, src, SIZE, true).ui.overlay).toBe('help');
    // No hints (replay) or nothing to decide: h does nothing.
    const { hint: _drop, ...noHints } = src;
    expect(handleKey(m, INITIAL_UI, 'h', {}, noHints, SIZE, true).ui.hint).toBe(false);
    expect(handleKey({ ...m, decision: null }, INITIAL_UI, 'h', {}, src, SIZE, true).ui.hint).toBe(false);
    expect(footerText(footerKeys(m, INITIAL_UI, true), 80)).toContain('h hint');
    expect(footerText(footerKeys(m, INITIAL_UI, true), 80)).toMatch(/q quit$/);
  });
});

describe('hint on the table (ink-testing-library)', () => {
  it('h at a lift: a spinner, then every call with its value; h hides it, h shows it again at once', async () => {
    const s = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const { src, signals, release } = hintSource(s);
    const app = render(<App source={src} onExit={() => {}} recording canPlayAgain guardMs={0} />);
    await tick();
    expect(await frameWith(app, 'Do you lift?')).toContain('h hint');
    app.stdin.write('h');
    const thinking = await frameWith(app, 'Hint:');
    expect(thinking).toMatch(/Hint: [⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] the hard bot is playing your hand/);
    // The spinner turns while the hint is pending: the screen is not blocked.
    const a = thinking.match(/Hint: (\S)/)![1];
    const turned = await frameWith(app, new RegExp(`Hint: (?!${a})[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]`));
    expect(turned).toMatch(/Hint: [⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/);
    release();
    const done = await frameWith(app, '≈');
    const line = done.split('\n').find((l) => l.startsWith('Hint:'))!;
    expect(line).toMatch(/^Hint: ★ (Lift|No) ≈ [+−]?\d+\.\d/);
    expect(line).toContain('Lift ≈');
    expect(line).toContain('No ≈');
    expect(signals).toHaveLength(1);
    app.stdin.write('h');
    await tick();
    expect(await frameWith(app, 'The lifter turns the trump')).not.toContain('Hint:');
    app.stdin.write('h');
    await tick();
    expect(await frameWith(app, '≈')).toContain('Lift ≈');
    expect(signals).toHaveLength(1); // kept for this decision, not computed again
    app.unmount();
  });

  it('acting while the hint thinks cancels it; so does a privacy screen', async () => {
    const s = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const { src, signals, submit, m } = hintSource(s);
    const app = render(<App source={src} onExit={() => {}} recording canPlayAgain guardMs={0} />);
    await tick();
    await frameWith(app, 'Do you lift?');
    app.stdin.write('h');
    await frameWith(app, 'Hint:');
    await until(() => signals.length === 1);
    expect(signals[0]!.aborted).toBe(false);
    app.stdin.write('n');
    await tick();
    expect(submit).toHaveBeenCalledWith({ kind: 'call', call: 'pass' });
    await until(() => signals[0]!.aborted);
    expect(signals[0]!.aborted).toBe(true);
    expect(await frameWith(app, 'The lifter turns')).not.toContain('Hint:');
    // Hot-seat: the hint of one human never survives the screen that hides the hands.
    app.stdin.write('h');
    await frameWith(app, 'Hint:');
    await until(() => signals.length === 2);
    expect(signals[1]!.aborted).toBe(false);
    src.set({ ...m, decision: null, viewer: null, pause: { kind: 'privacy', seat: 1 } });
    await until(() => signals[1]!.aborted);
    expect(signals[1]!.aborted).toBe(true);
    expect(await frameWith(app, 'Pass')).not.toContain('Hint:');
    src.set(m);
    await tick();
    expect(await frameWith(app, 'Do you lift?')).not.toContain('Hint:');
    app.unmount();
  });

  it('while a bot:hard seat decides, keys work and the screen redraws (? opens help)', async () => {
    // A table where Bot 2 is to act, and Bot 2 really thinking (bot:hard, yielding) meanwhile.
    const s = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 1);
    const m = model(s, 0);
    expect(m.decision).toBeNull();
    const listeners = new Set<() => void>();
    const src: ScreenSource = {
      subscribe: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
      getModel: () => m,
      submit: () => {},
      proceed: () => {},
      statusText: () => 'Bot 2 is thinking…',
    };
    const app = render(<App source={src} onExit={() => {}} recording canPlayAgain guardMs={0} />);
    await tick();
    const quit = new AbortController();
    // Far more samples than bot:hard's own, so it is certainly still thinking below.
    const bot = searchAgent(botsOf(lupfen), 'bot:hard', { samples: 100_000 }, { yielding: true })!;
    let decided = false;
    const view: LupfenView = lupfen.view(s, 1);
    const thinking = Promise.resolve(
      bot.decide(view, lupfen.legalActions(s), { seat: 1, deal: 1, rng: Rng.fromSeed('t'), signal: quit.signal }),
    ).then(() => {
      decided = true;
    });
    const first = await frameWith(app, 'Bot 2 is thinking…');
    const spin = first.match(/(\S) Bot 2 is thinking…/)![1];
    // The status spinner turns while the bot searches…
    const turned = await frameWith(app, new RegExp(`(?!${spin})[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Bot 2 is thinking…`));
    expect(turned).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Bot 2 is thinking…/);
    // …and ? opens the help.
    app.stdin.write('?');
    expect(await frameWith(app, 'Help —')).toContain('Help —');
    expect(decided).toBe(false);
    quit.abort('quit');
    await thinking;
    app.unmount();
  });
});

describe('hint numbers a newcomer can read', () => {
  it('show the change of the player’s own chips from now: dropping, which costs nothing more, is exactly 0', async () => {
    const s = advance(
      start(),
      (x) => x.phase === 'join' && x.pending[0] === 0,
      (_s, l) => l.find((a) => a.kind === 'call' && a.call === 'lift') ?? l[0]!,
    );
    const view = lupfen.view(s, 0);
    const legal = lupfen.legalActions(s);
    const look = lupfenLook(view, undefined, false);
    const shown = await computeHint(
      lupfen,
      fewSamplesBotsOf(lupfen),
      view,
      legal,
      lupfenPrompt(view, legal, look),
      look,
      { unit: 'chips' },
      new AbortController().signal,
    );
    const drop = shown.entries.find((e) => e.label === 'Drop')!;
    expect(drop.value).toBe(0);
    const play = shown.entries.find((e) => e.label.startsWith('Play'))!;
    // Playing pays the price now: its number can be below zero; never a silent share of the pot.
    expect(Number.isFinite(play.value)).toBe(true);
  }, 20_000);

  it('? explains what the numbers are and what the pick also weighs', () => {
    const m = model(start(), 0);
    expect(m.rules).toMatch(/HINTS \(h\)\nEach number is how your own chips are expected to change from now/);
    expect(m.rules).toMatch(/Dropping or saying no is 0 when it costs nothing more now/);
    const v = model(start('vorarlberg'), 0);
    expect(v.rules).toMatch(/Passing is 0 when it costs nothing more now/);
    expect(v.rules.slice(v.rules.indexOf('HINTS'))).not.toMatch(/\b(price|drop|lift)/i);
  });
});
