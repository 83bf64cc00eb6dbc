// The last trick of a deal, held on the table. The rules settle a deal and start the next one in
// the same step as its last card, so the state after that card already shows the next deal (ante
// paid, dealer moved, no tricks). The screen instead shows the deal that was played: the view
// before the last card, with that card laid and the trick taken, from public lines only. The
// controller (a match being played) and the replay screen both draw a deal's end from here.
import type { Card } from '../core/cards.js';
import type { TrickLine } from '../core/history-lines.js';
import type { DealSummary, TableView } from '../contract/view.js';
import type { TrickShown } from './game-ui.js';

const without = (hand: readonly Card[] | null, cards: readonly Card[]): readonly Card[] | null =>
  hand === null ? null : hand.filter((c) => !cards.includes(c));

/** `before` with `card` laid by `seat` on the current trick. */
export function withCardLaid<V extends TableView>(before: V, seat: number, card: Card): V {
  const trick = before.trick ?? { leader: seat, seats: [], cards: [] };
  return {
    ...before,
    trick: { ...trick, seats: [...trick.seats, seat], cards: [...trick.cards, card] },
    hand: before.seat === seat ? without(before.hand, [card]) : before.hand,
    handSizes: before.handSizes.map((n, i) => (i === seat ? Math.max(0, n - 1) : n)),
    toAct: null,
  };
}

/**
 * The running counters of `before` as the deal `settled` ended them: the view before the last card
 * has not counted the last trick's card points yet; the settled summary has.
 */
function countedToTheEnd(before: TableView, settled: DealSummary | null | undefined, deal: number): TableView['counters'] {
  const final = settled?.deal === deal ? settled.counters : undefined;
  if (!before.counters || !final) return before.counters;
  return before.counters.map((c) => {
    const f = final.find((x) => x.label === c.label);
    return f ? { ...c, values: f.values } : c;
  });
}

/**
 * `before` (the view before the deal's last card, played by `lastSeat`) with the trick of `line`
 * taken: its cards and winner, the winner's trick count, every hand without its card, and the
 * counters as `settled` (the summary of the deal, when known) gives them after that trick.
 */
export function withLastTrickTaken<V extends TableView>(
  before: V,
  lastSeat: number,
  line: TrickLine,
  settled?: DealSummary | null,
): { view: V; trick: TrickShown } {
  const laid = withCardLaid(before, lastSeat, line.cards[line.cards.length - 1]!);
  const trick: TrickShown = { index: line.index, leader: line.leader, seats: laid.trick!.seats, cards: line.cards, winner: line.winner };
  const view: V = {
    ...laid,
    trick: null,
    tricks: [...before.tricks, trick],
    tricksWon: before.tricksWon.map((n, i) => (i === line.winner ? n + 1 : n)),
    ...(before.counters ? { counters: countedToTheEnd(before, settled, line.deal) } : {}),
  };
  return { view, trick };
}

/**
 * The step from `before` to `after` ended its deal: the state after it already shows the next deal
 * (or the match's result), so the deal's end is drawn on `before`. A game that settles with the last
 * trick and deals in a later step (Kloepper, Lupfen) has passed the deal on already: its dealer is
 * the next one's, though its deal number is not.
 */
export function endsDeal(before: TableView, after: TableView): boolean {
  const settled = after.lastDeal !== null && after.lastDeal.deal === before.dealNo && before.lastDeal?.deal !== before.dealNo;
  return after.dealNo !== before.dealNo || (after.result !== null && before.result === null) || settled;
}

/**
 * The table once `seat` has played `card` from `before` (`after`: the rules' view after it): the
 * card laid on `before` when it ended the deal, else `after` as it is.
 */
export function shownAfterPlay<V extends TableView>(before: V, after: V, seat: number, card: Card): V {
  return endsDeal(before, after) ? withCardLaid(before, seat, card) : after;
}

/**
 * The table once the trick of `line` is taken, and that trick. When the play of `lastSeat` from
 * `before` ended the deal, the trick is held on the deal that played it (withLastTrickTaken, with
 * `after`'s summary of the deal); otherwise it is `after` with its last trick (null: none yet).
 */
export function shownAfterTrick<V extends TableView>(
  before: V | null,
  after: V,
  lastSeat: number | null,
  line: TrickLine,
): { view: V; trick: TrickShown | null } {
  if (before !== null && lastSeat !== null && endsDeal(before, after)) return withLastTrickTaken(before, lastSeat, line, after.lastDeal);
  return { view: after, trick: after.tricks[after.tricks.length - 1] ?? null };
}
