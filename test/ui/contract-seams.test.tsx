// The contract pieces an auction game needs, on the seams test game's `contract` variant: the
// ladder prompt, several cards in one decision, cards shown to one viewer, a match counted in
// games, a decision recorded as an exchange line, a lone call still written, no dealer yet.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/core/cards.js';
import type { SeatInfo } from '../../src/core/history-lines.js';
import { randomAgent } from '../../src/bots/random.js';
import { parseHistory } from '../../src/engine/history/reader.js';
import { MemorySink, runMatchSync } from '../../src/engine/match.js';
import { INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import { promptLabels } from '../../src/ui/hint.js';
import type { TableModel } from '../../src/ui/model.js';
import { answer, choicesLine } from '../../src/ui/plain.js';
import { initialSelection, promptKey, type KeyPress, type Selection } from '../../src/ui/prompt.js';
import type { Prompt } from '../../src/contract/table.js';
import { screenText } from './screen.js';
import { tableModel } from './table-model.js';
import { RUNGS, SEAM_ORDER, playSeams, seams, seamsUi, type SeamAction, type SeamState } from './seams-game.js';
import { replayChecked } from '../engine/helpers.js';

const PLAYERS = 4;
const seats: SeatInfo[] = Array.from({ length: PLAYERS }, (_, i) => ({ name: `Hu${i}`, kind: 'human' }));

function contractAt(until: (s: SeamState) => boolean, choose?: (l: SeamAction[]) => SeamAction, rounds = 2): SeamState {
  return playSeams({ variant: 'contract', players: PLAYERS, rounds, seed: 'contract' }, until, choose);
}

function modelOf(s: SeamState, viewer: number | null, extra: Partial<TableModel> = {}): TableModel {
  return tableModel(seams, seamsUi, s, viewer, [], { seats, ...extra });
}

const bidding = (s: SeamState) => s.phase === 'bid';
const discarding = (s: SeamState) => s.phase === 'discard';

function keys(prompt: Prompt<SeamAction>, presses: readonly KeyPress[], hand: readonly Card[] = []): { sel: Selection; act?: SeamAction } {
  let sel = initialSelection(prompt, hand);
  for (const p of presses) {
    const out = promptKey(prompt, sel, p, hand);
    if (out && 'act' in out) return { sel, act: out.act };
    if (out) sel = out.select;
  }
  return { sel };
}

describe('ladder prompt', () => {
  const s = contractAt(bidding);
  const m = modelOf(s, 1);
  const prompt = m.decision!.prompt as Prompt<SeamAction>;

  it('is a ladder of 14 rungs, pass preselected', () => {
    expect(prompt.kind).toBe('ladder');
    expect(prompt.kind === 'ladder' && prompt.rungs.map((r) => r.label)).toEqual(RUNGS);
    expect(initialSelection(prompt, []).index).toBe(13);
  });

  it('digits beyond 9: 1 then 2 selects the 12th rung, Enter bids it; 1 then 5 (past 14) starts again at 5', () => {
    expect(keys(prompt, [{ input: '1' }, { input: '2' }]).sel).toEqual({ index: 11, typed: '12' });
    expect(keys(prompt, [{ input: '1' }, { input: '2' }, { input: '', key: 'enter' }]).act).toEqual({ kind: 'bid', rung: 11 });
    expect(keys(prompt, [{ input: '1' }, { input: '5' }]).sel).toEqual({ index: 4, typed: '5' });
  });

  it('arrows, PgUp/PgDn (5 at a time), Home/End move; a rung letter picks at once', () => {
    expect(
      keys(prompt, [
        { input: '', key: 'home' },
        { input: '', key: 'pagedown' },
        { input: '', key: 'right' },
      ]).sel.index,
    ).toBe(6);
    expect(
      keys(prompt, [
        { input: '', key: 'pageup' },
        { input: '', key: 'pageup' },
        { input: '', key: 'pageup' },
      ]).sel.index,
    ).toBe(0);
    expect(
      keys(prompt, [
        { input: '', key: 'home' },
        { input: '', key: 'left' },
      ]).sel.index,
    ).toBe(13);
    expect(keys(prompt, [{ input: 'P' }]).act).toEqual({ kind: 'bid', rung: 13 });
  });

  it('full screen: the rungs that fit, the selected one marked, the rest counted, and how to pick', () => {
    const out = screenText(m, { ui: { ...INITIAL_UI, selection: initialSelection(prompt, []) } });
    expect(out).toContain('Your bid');
    expect(out).toContain('❯[14/p] pass');
    expect(out).toMatch(/◀ \d+ more/);
    expect(out).toContain('←/→ move · PgUp/PgDn ±5 · type 1–14 (12: 1 then 2) · Enter confirm');
    const twelve = screenText(m, { ui: { ...INITIAL_UI, selection: { index: 11, typed: '12' } } });
    expect(twelve).toContain('❯[12] 6 Hand');
    expect(twelve).toContain('typed 12 ·');
    const first = screenText(m, { ui: { ...INITIAL_UI, selection: { index: 0, typed: '' } } });
    expect(first).toContain('❯[1] 1  ');
    expect(first).toMatch(/\d+ more ▶/);
    expect(first).not.toContain('◀');
  });

  it('TERM=dumb table: every rung numbered, answered by number or word', () => {
    expect(choicesLine(prompt, [])).toBe(
      `${RUNGS.map((r, i) => `[${i + 1}${r === 'pass' ? '/p' : ''}] ${r}${i === 13 ? ' (Enter)' : ''}`).join('  ')} (the number or the word)`,
    );
    expect(answer(prompt, '12', [], [])).toEqual({ kind: 'bid', rung: 11 });
    expect(answer(prompt, '3 hand', [], [])).toEqual({ kind: 'bid', rung: 5 });
    expect(answer(prompt, 'p', [], [])).toEqual({ kind: 'bid', rung: 13 });
    expect(answer(prompt, '', [], [])).toEqual({ kind: 'bid', rung: 13 });
    expect(answer(prompt, '15', [], [])).toBeNull();
  });

  it('hints: a value per rung, named as the rung', () => {
    const labels = promptLabels(prompt, (a) => seams.actionKey(a), m.look);
    expect([...labels.entries()]).toEqual(RUNGS.map((r, i) => [`bid:${i}`, r]));
  });
});

describe('several cards in one decision', () => {
  const s = contractAt(discarding);
  const m = modelOf(s, 1);
  const prompt = m.decision!.prompt as Prompt<SeamAction>;
  const hand = [...(m.view.hand ?? [])].sort((a, b) => SEAM_ORDER.sortKey(a) - SEAM_ORDER.sortKey(b));

  it('Space marks, Enter confirms only at exactly 2 marked; the action is the set', () => {
    expect(hand.length).toBe(4);
    const space = { input: ' ', key: 'space' } as const;
    const enter = { input: '', key: 'enter' } as const;
    const right = { input: '', key: 'right' } as const;
    expect(keys(prompt, [space, enter], hand).act).toBeUndefined();
    expect(keys(prompt, [space, right, space, right, space], hand).sel.chosen).toEqual([0, 1]);
    const act = keys(prompt, [space, right, right, space, enter], hand).act;
    expect(act?.kind === 'discard' && [...act.cards].sort()).toEqual([hand[0]!, hand[2]!].sort());
  });

  it('the count is shown on screen', () => {
    const out = screenText(m, { ui: { ...INITIAL_UI, selection: { index: 1, typed: '', chosen: [0] } } });
    expect(out).toContain('(1 of 2 marked)');
  });

  it('TERM=dumb table: the cards’ numbers, exactly two different ones', () => {
    const faces = hand.map(String);
    expect(choicesLine(prompt, faces)).toBe(`${faces.map((c, i) => `${i + 1}=${c}`).join('  ')} (mark 2: their numbers, e.g. 1 2)`);
    const act = answer(prompt, '1 3', faces, hand);
    expect(act?.kind === 'discard' && [...act.cards].sort()).toEqual([hand[0]!, hand[2]!].sort());
    expect(answer(prompt, '3,1', faces, hand)).toEqual(act);
    expect(answer(prompt, '1', faces, hand)).toBeNull();
    expect(answer(prompt, '1 1', faces, hand)).toBeNull();
    expect(answer(prompt, '1 2 3', faces, hand)).toBeNull();
    expect(answer(prompt, '1 9', faces, hand)).toBeNull();
  });
});

describe('cards of another seat this viewer may see', () => {
  const s = contractAt(discarding);
  const own = s.hands[1]!;
  const faces = (out: string) => own.filter((c) => out.includes(`${'♣♠♥♦'['CSHD'.indexOf(c[1]!)]}`) && out.includes(c[0]!));

  it("seat 1's hand shows face up at its seat on seat 0's screen", () => {
    const out = screenText(modelOf(s, 0));
    const line = out.split('\n').find((l) => l.includes('hand '));
    expect(line).toBeDefined();
    expect(faces(line!).length).toBe(own.length);
  });

  it('on nobody else’s: another seat, the hand-over screen, or a view that carries them to a spectator', () => {
    for (const viewer of [2, 3]) expect(screenText(modelOf(s, viewer))).not.toMatch(/hand [2-9AKQJT]/);
    expect(seams.view(s, null).shown).toBeUndefined();
    const handOver = modelOf(s, null, { pause: { kind: 'privacy', seat: 0 } });
    expect(screenText(handOver)).not.toMatch(/hand [2-9AKQJT]/);
    // Even a view with shown cards draws none while nobody's cards may show.
    const leaked = { ...modelOf(s, null), view: seams.view(s, 0) };
    expect(screenText(leaked)).not.toMatch(/hand [2-9AKQJT]/);
  });
});

describe('matches counted in games', () => {
  it('the header says the game and the deal: "game 2 of 2 · deal 3"', () => {
    const s = contractAt((x) => x.deal === 3 && x.phase === 'bid');
    expect(screenText(modelOf(s, 1)).split('\n')[0]).toContain('Seams · game 2 of 2 · deal 3 · play');
  });

  it('before the first deal nobody is dealer and no deal is named', () => {
    const s = seams.setup({ variant: 'contract', players: PLAYERS, options: { players: PLAYERS, rounds: 2 } });
    expect(seams.view(s, 0).dealer).toBeNull();
    const out = screenText(modelOf(s, 0));
    expect(out.split('\n')[0]!.trimEnd()).toBe('Seams · play · you are Hu0');
    expect(out).not.toContain('dealer');
  });
});

describe('the shared loop and replay with exchange decisions and a written lone call', () => {
  it('a contract match: each deal writes bid, exchange and the forced trump; replay agrees', () => {
    const sink = new MemorySink();
    const players = PLAYERS;
    runMatchSync(
      {
        game: seams,
        variant: 'contract',
        players,
        options: { players, rounds: 2 },
        seats: seats.map((x) => ({ ...x, kind: 'bot' as const })),
        agents: Array.from({ length: players }, () => randomAgent()),
        seed: 'contract-loop',
        startedAt: '2025-01-01T00:00:00.000Z',
      },
      { sink },
    );
    const count = (f: (l: (typeof sink.lines)[number]) => boolean) => sink.lines.filter(f).length;
    expect(count((l) => l.type === 'exchange')).toBe(4);
    expect(count((l) => l.type === 'call' && l.call === 'trump')).toBe(4);
    const { report } = replayChecked(seams, parseHistory(sink.text(), 'c.jsonl'));
    expect(report.finished).toBe(true);
  });
});
