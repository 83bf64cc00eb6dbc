// The deal review (engine/review.ts, its text engine/review-text.ts): its values are the hint's for the same seat,
// view and seed; the same file gives the same numbers; a decision's review reads only that seat's
// view (twin histories that differ in cards it could not see review it the same); and the text
// puts the costliest decision first with one line on it, silent when nothing cost anything.
import { describe, expect, it } from 'vitest';
import { coachMeasure, hint } from '../../src/bots/hint.js';
import {
  decisionPoints,
  reviewDecision,
  reviewHistory,
  reviewedSeats,
  type DealReview,
  type ReviewedDecision,
} from '../../src/engine/review.js';
import { dealReviewText, type ReviewTextLook } from '../../src/engine/review-text.js';
import { entriesUnderTest } from '../test-registry.js';
import { historyOf, fewSamplesBotsOf } from '../registered.js';
import { cutHistory, twinHistory } from './twin.js';

const playable = entriesUnderTest().flatMap((e) => (e.game && e.bots ? [[e.id, e.game] as const] : []));

describe.each(playable)('%s', (_id, game) => {
  const parsed = historyOf(game, 'review-1', 1);

  it('values each decision as the hint does for the same view and seed', async () => {
    const points = decisionPoints(game, parsed, [0]);
    expect(points.ok).toBe(true);
    if (!points.ok) return;
    expect(points.value.length).toBeGreaterThan(0);
    for (const p of points.value.slice(0, 2)) {
      const r = await reviewDecision(game, fewSamplesBotsOf(game), p);
      const legal = game.legalActions(p.state);
      const h = await hint(game.view(p.state, 0), legal, { game, bots: fewSamplesBotsOf(game), seat: 0, maxMs: Number.POSITIVE_INFINITY });
      // The hint's own figures: the lead over the others where the game measures that.
      const byLabel = new Map(h.values.map((v) => [game.describeAction(p.state, v.action), h.measure === 'lead' ? v.lead : v.value]));
      expect(Object.fromEntries(r.actions.map((a) => [a.label, a.value]))).toEqual(Object.fromEntries(byLabel));
      expect(r.best).toBe(game.describeAction(p.state, h.action));
      const taken = byLabel.get(r.taken)!;
      expect(r.cost).toBeCloseTo(r.best === r.taken ? 0 : byLabel.get(r.best)! - taken, 12);
      expect(r.samples).toBe(h.samples);
    }
  }, 120_000);

  it('gives the same numbers twice, and never reads the cards the seat could not see', async () => {
    const points = decisionPoints(game, parsed, [0]);
    if (!points.ok) throw new Error(points.reason);
    // The last decision of seat 0 in the file, judged in the history cut just after its line.
    const last = points.value.at(-1)!;
    const count = parsed.lineNos.indexOf(last.lineNo) + 1;
    const twin = twinHistory(game, parsed, 0, count);
    expect(twin, 'a swap of two cards seat 0 cannot see that still replays').not.toBeNull();
    const a = decisionPoints(game, twin!.original, [0]);
    const b = decisionPoints(game, twin!.twin, [0]);
    if (!a.ok || !b.ok) throw new Error('twin does not replay');
    const ra = await reviewDecision(game, fewSamplesBotsOf(game), a.value.at(-1)!);
    const rb = await reviewDecision(game, fewSamplesBotsOf(game), b.value.at(-1)!);
    expect(rb).toEqual(ra);
    expect(await reviewDecision(game, fewSamplesBotsOf(game), a.value.at(-1)!)).toEqual(ra);
    // The twins did differ where seat 0 could not look.
    expect(twin!.twin.lines).not.toEqual(twin!.original.lines);
  }, 120_000);
});

describe('review of a file', () => {
  const [, game] = playable[0]!;
  it('reviews the human seats, every deal or one, costliest decision first', async () => {
    const parsed = historyOf(game, 'review-2', 2);
    const human = {
      ...parsed,
      match: { ...parsed.match, seats: parsed.match.seats.map((s, i) => (i === 2 ? { ...s, kind: 'human' as const } : s)) },
    };
    expect(reviewedSeats(human.match)).toEqual([2]);
    expect(reviewedSeats(parsed.match)).toEqual([0]);
    const r = await reviewHistory(game, human, { bots: fewSamplesBotsOf(game), seats: [2], deal: 2 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.map((d) => d.deal)).toEqual([2]);
    expect(r.value[0]!.measure ?? 'own').toBe(coachMeasure(game));
    const costs = r.value[0]!.decisions.map((d) => d.cost);
    expect(costs).toEqual([...costs].sort((x, y) => y - x));
    expect(r.value[0]!.decisions.every((d) => d.seat === 2 && d.deal === 2)).toBe(true);
    // A cut file reviews what it has.
    const cut = cutHistory(parsed, 3);
    const c = await reviewHistory(game, cut, { bots: fewSamplesBotsOf(game), seats: [0] });
    if (!c.ok) throw new Error(c.reason);
    expect(c.value[0]!.settle).toBeNull();
  }, 120_000);
});

describe('review text', () => {
  const [, game] = playable[0]!;
  const parsed = historyOf(game, 'review-3', 1);
  const decision = (cost: number, taken: string, best: string, tricksDone: number, number = 1): ReviewedDecision => ({
    deal: 1,
    number,
    seat: 0,
    lineNo: 9,
    tricksDone,
    inPlay: tricksDone > 0,
    taken,
    best,
    cost,
    actions: [
      { label: best, value: 1.5 },
      { label: taken, value: 1.5 - cost },
    ],
    samples: 10,
  });
  const review = (decisions: ReviewedDecision[]): DealReview => ({
    deal: 1,
    seats: [0],
    hands: parsed.match.seats.map(() => ['AH']),
    tricks: [],
    trickSeats: [],
    settle: { type: 'settle', deal: 1, delta: parsed.match.seats.map((_, i) => (i === 0 ? -3 : 1)), totals: [] },
    decisions,
  });
  const name = parsed.match.seats[0]!.name;
  const look: ReviewTextLook = { names: parsed.match.seats.map((s) => s.name), style: 'french', unit: game.unit, again: '`--again #`' };

  it('says which decision mattered most', () => {
    const text = dealReviewText(review([decision(2.5, 'K♥', 'A♥', 1, 2), decision(0, 'Lift', 'Lift', 0, 1)]), look);
    const lines = text.split('\n');
    expect(lines[0]).toBe(`Deal 1 · ${name}: -3 ${game.unit} in this deal`);
    expect(lines.filter((l) => /^ {2}#\d/.test(l))).toEqual([
      '  #2  2.50  trick 2      K♥    best: A♥  A♥ +1.50 · K♥ -1.00',
      '  #1  0.00  before play  Lift  the best  Lift +1.50 · Lift +1.50',
    ]);
    expect(lines.at(-1)).toBe(`Mattered most: trick 2, K♥ instead of A♥, about 2.50 ${game.unit} by the search's estimate.`);
  });

  it('says a lead is a lead: the values of a game measured by the lead over the others', () => {
    const text = dealReviewText({ ...review([decision(2.5, 'K♥', 'A♥', 1, 2)]), measure: 'lead' }, look);
    expect(text).toContain(`in ${game.unit} of lead over the others, as its search`);
    expect(text.split('\n').at(-1)).toBe(
      `Mattered most: trick 2, K♥ instead of A♥, about 2.50 ${game.unit} of lead over the others by the search's estimate.`,
    );
  });

  it('lists the best three values and the one taken', () => {
    const d = {
      ...decision(5, 'Price 10', 'Price 1', 0),
      actions: Array.from({ length: 10 }, (_, i) => ({ label: `Price ${i + 1}`, value: -i / 2 })),
    };
    const line = dealReviewText(review([d]), look)
      .split('\n')
      .find((l) => l.startsWith('  #1  5.00'))!;
    expect(line).toBe(
      '  #1  5.00  before play  Price 10  best: Price 1  Price 1 0.00 · Price 2 -0.50 · Price 3 -1.00 · Price 10 -4.50 (+6 more)',
    );
  });

  it('is silent on a deal where nothing cost anything', () => {
    const text = dealReviewText(review([decision(0.01, 'K♥', 'A♥', 1)]), look);
    expect(text).not.toContain('Mattered most');
    expect(text).toContain('K♥  as good');
  });

  it('names what plays a decision again (the command line, the table, or nothing) and draws the deck asked for', () => {
    const r: DealReview = { ...review([decision(0, 'Lift', 'Lift', 0)]), hands: parsed.match.seats.map(() => ['AH', 'TS'] as const) };
    const key = (text: string) => text.split('\n').find((l) => l.startsWith('(#:'));
    expect(key(dealReviewText(r, look))).toBe("(#: the decision's number in the order played; `--again #` plays the deal again from it):");
    expect(key(dealReviewText(r, { ...look, again: '`p #`' }))).toBe(
      "(#: the decision's number in the order played; `p #` plays the deal again from it):",
    );
    const { again: _none, ...noAgain } = look;
    expect(key(dealReviewText(r, noAgain))).toBe("(#: the decision's number in the order played):");
    const hand = (text: string) =>
      text
        .split('\n')[2]!
        .trim()
        .split(/\s{2,}/)[1];
    expect(hand(dealReviewText(r, look))).toBe('A♥ 10♠');
    expect(hand(dealReviewText(r, { ...look, ascii: true }))).toBe('A-h 10-s');
    expect(hand(dealReviewText(r, { ...look, style: 'german' }))).toBe('A-He 10-Lv');
  });
});
