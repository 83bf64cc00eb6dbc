// `cardtable learn`: every registered game and variant has its own seeded deal, and every decision
// the learner meets in it has a sentence on why it matters: the one `?` shows above the keys and
// the table shows under the prompt, without crowding the table at 80×24.
import { describe, expect, it } from 'vitest';
import { closingLine, learnSeed } from '../../src/cli/learn.js';
import { wrapLine } from '../../src/core/wrap.js';
import { coachLine, DEALT_AGAIN, handleKey } from '../../src/ui/App.js';
import { footerKeys, INITIAL_UI, WHY_LABEL } from '../../src/ui/components/TableScreen.js';
import { helpLines } from '../../src/ui/components/overlays/Help.js';
import type { TableModel } from '../../src/ui/model.js';
import { GAME_IDS } from '../../src/games/registry.js';
import { learnDeal, type LearnDecision } from './learn-deal.js';
import { eachGame, registeredGames, type RegisteredGame } from '../registered.js';
import { makeConfig, play } from '../conformance/harness.js';
import { screenText } from './screen.js';
import { tableModel } from './table-model.js';

// `cardtable learn` is a command of the product: it names its game on the command line, which reads
// the product's registry, and each variant's seed is chosen in src/cli/learn.ts. A game registered
// only in the tests has neither.
const games = (await registeredGames()).filter((g) => GAME_IDS.includes(g.id));
const variants = games.flatMap((g) => g.game.variants.map((v) => [`${g.id} ${v.id}`, g, v.id] as const));

function modelAt(g: RegisteredGame, variant: string, d: LearnDecision): TableModel {
  const look = g.ui.look(d.view, undefined, false);
  return {
    ui: g.ui,
    title: g.ui.title(d.view),
    seats: Array.from({ length: g.game.variants.find((v) => v.id === variant)!.defaultPlayers }, (_, i) =>
      i === 0 ? { name: 'You', kind: 'human' as const } : { name: `Bot ${i}`, kind: 'bot' as const, level: 'basic' },
    ),
    look,
    view: d.view,
    viewer: 0,
    bottom: 0,
    log: ['Bot 1 passes.', 'Bot 2 passes.', 'Bot 3 passes.', 'Bot 4 passes.'],
    decision: { seat: 0, prompt: d.prompt, ...(d.why ? { why: d.why } : {}) },
    pause: null,
    lastTrick: null,
    rules: g.game.rulesText(variant),
    order: g.game.cardOrder(d.view),
  };
}

function frame(model: TableModel, learn: boolean, cols = 80, rows = 24): string {
  const coach = learn ? coachLine(model, 'closing') : null;
  return screenText(model, { cols, rows, recording: false, canPlayAgain: false, coach, learn });
}

describe.each(variants)('learn %s', (_name, g, variant) => {
  it('has a seed of its own, and its deal is settled with decisions for the learner', async () => {
    expect(g.game.variants.find((v) => v.id === variant)!.learnSeed).toMatch(/^learn-\d+$/);
    const { decisions, settled } = await learnDeal(g.id, variant, g.ui);
    expect(settled).toBe(true);
    expect(decisions.filter((d) => d.legal.length > 1).length).toBeGreaterThan(0);
  });

  it('every decision of the deal has one sentence on why it matters, which fits two lines at 80 columns', async () => {
    const { decisions } = await learnDeal(g.id, variant, g.ui);
    for (const d of decisions) {
      expect(d.why, `${d.phase}: ${d.prompt.question}`).toMatch(/^[A-Z][^\n]+[.]$/);
      // One sentence: no full stop before its end.
      expect(d.why!.slice(0, -1)).not.toMatch(/\.\s/);
      expect(wrapLine(`${WHY_LABEL}${d.why}`, 80).length).toBeLessThanOrEqual(2);
    }
  });

  it('? shows the same sentence above the keys', async () => {
    const { decisions } = await learnDeal(g.id, variant, g.ui);
    const d = decisions[0]!;
    const lines = helpLines('RULES', 76, [['?', 'this help']], d.why);
    expect(lines[0]).toBe('This decision');
    expect(lines.slice(1, 3).join(' ')).toContain(d.why!.split(' ').slice(0, 5).join(' '));
    expect(lines).toContain('Keys');
  });

  it('the table at 80×24 shows the sentence under the prompt, the hand and prompt still there', async () => {
    const { decisions } = await learnDeal(g.id, variant, g.ui);
    const model = modelAt(g, variant, decisions[0]!);
    const plainFrame = frame(model, false);
    const learnFrame = frame(model, true);
    expect(plainFrame).not.toContain(WHY_LABEL);
    expect(learnFrame).toContain(`${WHY_LABEL}${decisions[0]!.why!.split(' ').slice(0, 4).join(' ')}`);
    // Same height as the table without it (the lines come from the log), the prompt's question kept.
    expect(learnFrame.split('\n').length).toBe(plainFrame.split('\n').length);
    expect(learnFrame.split('\n').length).toBeLessThanOrEqual(23);
    const question = decisions[0]!.prompt.question.slice(0, 15);
    expect(learnFrame).toContain(question);
    const prompt = learnFrame.split('\n').findIndex((l) => l.includes(question));
    const why = learnFrame.split('\n').findIndex((l) => l.startsWith(WHY_LABEL));
    expect(why).toBeGreaterThan(prompt);
    // The header speaks of the lesson, not of a match of many deals.
    expect(learnFrame.split('\n')[0]).toContain('one deal, explained');
    expect(learnFrame.split('\n')[0]).not.toMatch(/deal 1 of/);
    expect(plainFrame.split('\n')[0]).not.toContain('one deal, explained');
  });
});

it('the closing line names the game and the command for a match', () => {
  expect(closingLine('Lupfen', 'lupfen')).toBe('That was one deal of Lupfen. Play a match: cardtable lupfen');
});

it("a lesson's seed is its variant's own, and a variant without one plays the fallback", () => {
  const variants = [{ id: 'classic', learnSeed: 'learn-4' }, { id: 'new' }];
  expect(learnSeed(variants, 'classic')).toBe('learn-4');
  expect(learnSeed(variants, 'new')).toBe('learn');
  expect(learnSeed(variants, 'no-such-variant')).toBe('learn');
});

describe('a lesson deal thrown in before any card is played', () => {
  const g = games.find((x) => x.id === 'fipsen')!;
  const base = (tricksWon: number[]): TableModel => {
    const view = { dealNo: 1 } as unknown as TableModel['view'];
    const summary = { deal: 1, delta: [0, 0, 0, 0], totals: [0, 0, 0, 0], tricksWon, note: 'all passed' };
    return {
      ui: g.ui,
      title: 'Fipsen',
      seats: [],
      look: {} as TableModel['look'],
      view,
      viewer: null,
      bottom: 0,
      log: [],
      decision: null,
      pause: { kind: 'deal-summary', summary },
      lastTrick: null,
      rules: '',
      order: g.game.cardOrder(view as never),
    };
  };
  const keyAt = (model: TableModel) => {
    let proceeded = 0;
    const source = { submit: () => {}, proceed: () => void proceeded++, step: () => {} };
    const r = handleKey(model, INITIAL_UI, '', { return: true } as never, source, { cols: 80, rows: 24 }, false, false, true);
    return { exit: r.exit, proceeded };
  };

  it('deals again on Enter, says so, and offers "next deal" instead of "finish"', () => {
    const thrown = base([0, 0, 0, 0]);
    expect(keyAt(thrown)).toEqual({ exit: undefined, proceeded: 1 });
    expect(coachLine(thrown, 'closing')).toEqual({ label: '', text: DEALT_AGAIN });
    expect(footerKeys(thrown, INITIAL_UI, false, true)[0]).toEqual(['Enter', 'next deal']);
  });

  it('a deal with cards played ends the lesson with its closing line', () => {
    const played = base([3, 2, 0, 0]);
    expect(keyAt(played)).toEqual({ exit: 'quit', proceeded: 0 });
    expect(coachLine(played, 'closing')).toEqual({ label: '', text: 'closing' });
    expect(footerKeys(played, INITIAL_UI, false, true)[0]).toEqual(['Enter', 'finish']);
  });
});

describe.each(eachGame(games))('%s: the lesson ends on the summary of its deal', (_id, g) => {
  it('at 80×24 and 100×32: "finish the lesson", no next deal, and the closing line whole', () => {
    const v = g.game.variants.find((x) => x.id === g.game.defaultVariant)!;
    const steps = play(makeConfig(g.game, v.id, v.defaultPlayers, 'lesson-end', {}, 3), 300).steps;
    // The first deal settled with cards played: where a lesson ends (lessonEnds).
    const at = steps.find(
      (st) =>
        st.lines.some((l) => l.type === 'settle') &&
        (g.game.view(st.state, 0) as TableModel['view']).lastDeal?.tricksWon.some((n) => n > 0),
    )!;
    const summary = (g.game.view(at.state, 0) as TableModel['view']).lastDeal!;
    const names = Array.from({ length: v.defaultPlayers }, (_, i) => (i === 0 ? 'You' : `Bot ${i}`));
    const model = tableModel(g.game, g.ui, at.state, 0, names, { decision: null, pause: { kind: 'deal-summary', summary } });
    const closing = closingLine(g.game.name, g.id);
    for (const [cols, rows] of [
      [80, 24],
      [100, 32],
    ] as const) {
      const text = screenText(model, { cols, rows, recording: false, canPlayAgain: false, coach: coachLine(model, closing), learn: true });
      expect(text).toContain('Press Enter to finish the lesson');
      expect(text).not.toContain('Press Enter to continue');
      expect(text).not.toMatch(/Next: deal \d/);
      expect(text.replace(/\s+/g, ' ')).toContain(closing);
      expect(text.trimEnd().split('\n').at(-1)).toMatch(/^Enter finish/);
    }
  });
});
