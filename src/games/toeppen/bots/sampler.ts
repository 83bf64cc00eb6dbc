// The determinisation hook of the search bot: a complete ToeppenState consistent with one seat's
// view, built by sampling by replay. The unseen cards (everything but the seat's own hand and the
// cards played) are dealt at random to the other hands and the drittsekk, subject to what play
// showed: a seat that did not follow suit held none of the led suit from then on, so none of the
// cards it still holds is of that suit. Then the deal is replayed from its start through `apply`
// with the deal's public decisions, in order, which rebuilds the fine state, the folds and the
// tricks exactly as the table saw them. The voids, the unseen cards and the dealing with rejection
// are the shared core's (bots/deal-sampler.ts); the fallback that keeps every void by Hall's
// condition on the suits is Tøppen's own.
import { suitOf, type Card, type Suit } from '../../../core/cards.js';
import { shuffled, type Rng } from '../../../core/rng.js';
import { dealByCut, playedBy, rejection, shownVoids, tricksSoFar, unseenOf } from '../../../bots/deal-sampler.js';
import { viewerOf } from '../../../contract/game.js';
import type { Seat } from '../../../core/history-lines.js';
import { apply, playAction, setup, toeppenPack, turn } from '../rules.js';
import { toeppenView } from '../view.js';
import type { PastDecision } from '../../../contract/search.js';
import type { ToeppenAction, ToeppenState, ToeppenView } from '../types.js';

/** Rejection rounds before the sampler switches to building a deal that respects the voids. */
const REJECTION_TRIES = 30;

const SUIT_INDEX: Record<Suit, number> = { C: 0, S: 1, H: 2, D: 3 };

/** Per seat: the suits shown void in this deal, as a 4-bit mask (bit = suit index). */
export function voidMasks(v: ToeppenView): number[] {
  return shownVoids(tricksSoFar(v), v.players, suitOf).map((voids) => [...voids].reduce((m, s) => m | (1 << SUIT_INDEX[s]), 0));
}

function allows(mask: number, card: Card): boolean {
  return (mask & (1 << SUIT_INDEX[suitOf(card)])) === 0;
}

/**
 * Hall's condition for dealing `pool` to seats with `need[x]` cards each from the suits their
 * void mask allows (the drittsekk takes any leftovers): for every set T of suits, the seats that
 * may only take suits in T need no more cards than `pool` has in T.
 */
function feasible(pool: readonly Card[], need: readonly number[], masks: readonly number[]): boolean {
  const bySuit = [0, 0, 0, 0];
  for (const c of pool) bySuit[SUIT_INDEX[suitOf(c)]]!++;
  for (let T = 0; T < 16; T++) {
    let have = 0;
    for (let i = 0; i < 4; i++) if (T & (1 << i)) have += bySuit[i]!;
    let wanted = 0;
    need.forEach((k, x) => {
      const allowed = 15 & ~masks[x]!;
      if (k > 0 && (allowed & ~T) === 0) wanted += k;
    });
    if (wanted > have) return false;
  }
  return true;
}

/** Deals the unseen cards: hands[x] gets need[x] cards its voids allow; the rest is the drittsekk. */
function dealUnseen(
  unseen: readonly Card[],
  need: readonly number[],
  masks: readonly number[],
  rng: Rng,
): { hands: Card[][]; rest: Card[] } {
  const places = need.map((size, x) => ({ size, allows: (c: Card) => allows(masks[x]!, c) }));
  return rejection(
    REJECTION_TRIES,
    () => dealByCut(unseen, places, rng),
    () => dealFeasible(unseen, need, masks, rng),
  );
}

/** Card by card, each time a random card that keeps the rest of the deal possible (Hall's condition on suits). */
function dealFeasible(
  unseen: readonly Card[],
  need: readonly number[],
  masks: readonly number[],
  rng: Rng,
): { hands: Card[][]; rest: Card[] } {
  let pool = shuffled(unseen, rng);
  const left = need.slice();
  const hands: Card[][] = need.map(() => []);
  const order = shuffled(
    need.map((_, x) => x),
    rng,
  );
  for (const x of order) {
    while (left[x]! > 0) {
      const pick = pool.find((c, i) => {
        if (!allows(masks[x]!, c)) return false;
        const rest = pool.slice(0, i).concat(pool.slice(i + 1));
        const after = left.slice();
        after[x]! -= 1;
        return feasible(rest, after, masks);
      });
      if (pick === undefined) throw new Error('toeppen sampler: no deal agrees with the view');
      pool = pool.filter((c) => c !== pick);
      hands[x]!.push(pick);
      left[x]! -= 1;
    }
  }
  return { hands, rest: pool };
}

/** The decisions of the deal so far, as actions, in the order the table saw them. */
function publicActions(v: ToeppenView): ToeppenAction[] {
  return v.events.map((e) => ('card' in e ? playAction(e.card) : { kind: 'call', call: e.call }));
}

/**
 * A complete state that `view`'s seat cannot tell from the true one: its view of the result is
 * exactly `view`. Works at any decision of a deal in progress.
 */
export function sampleToeppenState(view: ToeppenView, rng: Rng): ToeppenState {
  return replay(view, dealSample(view, rng));
}

/** The hands as dealt (what each seat holds now, then what it has played) and the drittsekk. */
function dealSample(view: ToeppenView, rng: Rng): { hands: Card[][]; drittsekk: Card[] } {
  const me: Seat = viewerOf(view);
  const n = view.players;
  const tricks = tricksSoFar(view);
  const played = playedBy(tricks, n);
  const unseen = unseenOf(toeppenPack(n, view.drittsekkSize), [...(view.hand ?? []), ...tricks.flatMap((t) => t.cards)]);
  const need = view.handSizes.map((size, x) => (x === me ? 0 : size));
  const { hands: dealt, rest } = dealUnseen(unseen, need, voidMasks(view), rng);
  // The hands as dealt: what each seat still holds, then what it has played. The seat's own hand
  // keeps its order, so its view after the replay is the same.
  const hands = dealt.map((h, x) => (x === me ? [...(view.hand ?? []), ...played[x]!] : [...h, ...played[x]!]));
  return { hands, drittsekk: rest };
}

/** Told of each decision the replay makes: the state before it, the seat, the action. */
type Tap = (state: ToeppenState, seat: Seat, action: ToeppenAction) => void;

/** The deal `view` shows, from its start, on these cards: the deal's public decisions in order. */
function replay(view: ToeppenView, cards: { hands: Card[][]; drittsekk: Card[] }, tap?: Tap): ToeppenState {
  const n = view.players;
  let s: ToeppenState = {
    ...setup({ variant: 'standard', players: n, options: { ...view.options } }),
    phase: 'deal',
    dealNo: view.dealNo,
    dealsDone: view.dealsDone,
    dealer: view.dealer,
    balances: view.balancesAtDealStart,
    balancesAtDealStart: view.balancesAtDealStart,
    lastDeal: view.lastDeal,
    history: view.history,
  };
  s = apply(s, { kind: 'deal', ...cards });
  for (const action of publicActions(view)) {
    const t = turn(s);
    if (tap && t.kind === 'decide') tap(s, t.seat, action);
    s = apply(s, action);
  }
  return s;
}

/**
 * The decisions of `w`'s deal so far, each at the state it was made at, replayed with the hands
 * `w`'s seats were dealt from what `root` saw (the inference's replay: bots/inference.ts).
 */
export function pastDecisions(w: ToeppenState, root: Seat): PastDecision<ToeppenState, ToeppenAction>[] {
  const view = toeppenView(w, root);
  const played = playedBy(tricksSoFar(view), view.players);
  const hands = w.hands.map((h, x) => [...h, ...played[x]!]);
  const out: PastDecision<ToeppenState, ToeppenAction>[] = [];
  replay(view, { hands, drittsekk: w.drittsekk.slice() }, (state, seat, action) => out.push({ state, seat, action }));
  return out;
}
