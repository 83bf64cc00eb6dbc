// The inference's replay (bots/inference.ts): a sampled Fipsen deal replayed from its start on the
// cards it gives every seat, with the deal's public record (the calls the table heard, the cards
// played), so that each decision of the other seats can be asked of the rules of thumb there. The
// steps the record leaves out are the sampled deal's own: its discards, and the secret turns'
// answers (a Siebener Fips not announced, the trump seven kept or swapped), which the deal shows.
import { without, type Card } from '../../../core/cards.js';
import { playedBy, tricksSoFar } from '../../../bots/deal-sampler.js';
import type { Seat } from '../../../core/history-lines.js';
import type { PastDecision } from '../../../contract/search.js';
import { HAND_SIZE, SKAT_PILE } from '../pack.js';
import { apply, legalActions, simple, turn } from '../rules.js';
import type { FipsenAction, FipsenState } from '../types.js';
import { fipsen } from '../index.js';
import { variantOf } from '../variants.js';

/** The deal `w` is in as it was dealt: every seat's five and the piles, or null where they cannot be told apart. */
function dealOf(w: FipsenState): Extract<FipsenAction, { kind: 'deal' }> | null {
  const v = variantOf(w.variant);
  const hands = w.dealt.map((h) => h.slice());
  // The declarer's cards beyond his five came from the piles he took up.
  const d = w.contract?.declarer ?? null;
  let extras: Card[] = [];
  if (d !== null) {
    const played = playedBy(tricksSoFar(w), w.players)[d]!;
    extras = [...w.hands[d]!, ...played, ...w.discarded];
    for (const c of w.dealt[d]!) extras = without(extras, c);
  }
  const middle = v.middlePile === undefined ? SKAT_PILE : v.middlePile;
  const pileCards = v.pack(w.players).length - HAND_SIZE * w.inDeal.length;
  const sizes: [string, number][] = middle
    ? [
        [middle.name, middle.size],
        [v.restPile, pileCards - middle.size],
      ]
    : [[v.restPile, pileCards]];
  const piles: Record<string, Card[]> = {};
  for (const [name, size] of sizes) {
    const now = w.piles[name] ?? [];
    if (now.length === size) piles[name] = now.slice();
    else if (now.length === 0 && extras.length >= size) piles[name] = extras.splice(0, size);
    else return null;
  }
  if (extras.length > 0) return null;
  if (w.swapped === true && w.trump !== null) {
    // Thedinghausen: the Ace was turned, and its taker was dealt the seven that lies there now (T-R5).
    const ace = `A${w.trump}` as Card;
    const seven = `7${w.trump}` as Card;
    const taker = hands.findIndex((h) => h.includes(ace));
    if (taker >= 0) hands[taker] = hands[taker]!.map((c) => (c === ace ? seven : c));
    piles['turnup'] = [ace];
  }
  return { kind: 'deal', dealer: w.dealer!, hands, piles };
}

/**
 * The state with `card` first in `seat`'s hand. The rules of thumb break a tie between cards as
 * good as each other by the order of the hand, which a sampled deal does not know: with the card
 * played first, it is theirs wherever it is as good as their choice.
 */
function cardFirst(s: FipsenState, seat: Seat, card: Card): FipsenState {
  const hands = s.hands.slice();
  hands[seat] = [card, ...without(s.hands[seat]!, card)];
  return { ...s, hands };
}

function isLegal(s: FipsenState, action: FipsenAction): boolean {
  const key = fipsen.actionKey(action);
  return legalActions(s).some((a) => fipsen.actionKey(a) === key);
}

/**
 * The decisions of `w`'s deal so far, each at the state it was made at, replayed on the cards `w`
 * deals (the inference's replay): the calls and the card plays, the secret turns' answers too.
 * Not the discards, which the sample drew at random. `root`'s own decisions are replayed but left
 * out. Where the record stops fitting the deal (a call not legal there), the replay stops.
 */
export function pastDecisions(w: FipsenState, root: Seat): PastDecision<FipsenState, FipsenAction>[] {
  if (w.phase === 'deal' || w.phase === 'over' || w.dealer === null) return [];
  const deal = dealOf(w);
  if (deal === null) return [];
  let s = apply({ ...w, phase: 'deal', dealNo: w.dealNo - 1 }, deal);
  const cards = tricksSoFar(w).flatMap((t) => t.cards);
  const out: PastDecision<FipsenState, FipsenAction>[] = [];
  let heard = 0;
  let played = 0;
  const recorded = (): boolean => heard === w.calls.length && played === cards.length;
  for (;;) {
    const t = turn(s);
    if (t.kind !== 'decide') break;
    let action: FipsenAction | null = null;
    let decision = true;
    if (s.phase === 'siebener' || s.phase === 'swap') {
      // Asked in secret: the deal went on, so its holder did not announce; the Ace shows a swap.
      if (w.phase === s.phase && recorded()) break;
      action = simple(s.phase === 'siebener' ? 'no-siebener' : w.swapped === true ? 'swap' : 'keep');
    } else if (s.phase === 'discard') {
      if (w.phase === 'discard' && recorded()) break;
      let laid: Card[] = w.discarded.slice();
      for (const c of s.discarded) laid = without(laid, c);
      if (laid.length !== s.discardCount) break;
      action = { kind: 'discard', cards: laid };
      decision = false;
    } else if (s.phase === 'play') {
      if (played < cards.length) {
        action = { kind: 'play', card: cards[played++]! };
        s = cardFirst(s, t.seat, action.card);
      }
    } else if (heard < w.calls.length && w.calls[heard]!.seat === t.seat) {
      action = w.calls[heard++]!.action;
    }
    if (action === null) break;
    if (decision && !isLegal(s, action)) break;
    if (decision && t.seat !== root) out.push({ state: s, seat: t.seat, action });
    s = apply(s, action);
  }
  return out;
}
