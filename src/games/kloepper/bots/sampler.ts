// A determinisation for the search bot: a complete KloepperState consistent with one seat's view.
// It reads only the view. The unseen cards are dealt to the other hands subject to everything the
// view shows, then the deal is rebuilt by replaying the public actions through `apply`, so the
// sampled state is one the rules can reach and its view for the seat is the view given.
//
// What the unseen cards must respect:
// - a seat that did not follow suit is void in the suit led (trumps count as one suit);
// - the holder of both black queens (the one who declared, or is declaring) held both;
// - with split queens, the two queens are in different hands; a seat the viewer knows is on the
//   queen side (it knocked, or the viewer's own cards say so) holds one, a known non-queen none;
// - the called ace is not in the caller's hand (unless self_call), not with a known non-queen,
//   and with a seat the viewer knows is the partner; call_needs_suit: the caller held a plain card
//   of the called suit;
// - the declarer holds a hand the rules of thumb would make his declaration with, a knocker one
//   they would knock with (five trumps or more, the top ones), a counter-knocker one they would
//   knock back with and the opponents who said no one they would not: read as every other
//   player's calls are read in the search, by bot:normal's rules (else the last draw);
// - beyond that, of INFER_TRIES such deals the one whose replay has the others make the fewest
//   calls and cards bot:normal's rules would not (the first with none): the cards played say
//   what a hand lacks (a seat that did not take a trick cheaply held no cheap winner).
// The special cards (queens, called ace) are placed here, weighed by the room they leave; the rest
// are dealt by the shared core (bots/deal-sampler.ts), which also reads the voids off the tricks.
import type { Card } from '../../../core/cards.js';
import { suitOf } from '../../../core/cards.js';
import type { Rng } from '../../../core/rng.js';
import { dealBacktracking, playedBy, rejection, shownVoids, tricksSoFar, unseenOf } from '../../../bots/deal-sampler.js';
import { shuffled } from '../../../core/rng.js';
import { basicFromState, declare, shouldKnock, shouldKnockBack } from './basic.js';
import { effectiveSuit } from '../../../core/trick.js';
import { viewerOf } from '../../../contract/game.js';
import type { Seat } from '../../../core/history-lines.js';
import { KLOEPPER_PACK, KLOEPPER_TRICK_RULES, PLAYERS, apply, beforeDeal, callableSuits, isTrump, legalActions, turn } from '../rules.js';
import { actionKey } from '../codec.js';
import type { KloepperAction, KloepperState, KloepperView } from '../types.js';
import type { PastDecision } from '../../../contract/search.js';
import { kloepperView } from '../view.js';

type SuitKey = string; // 'trump' or a plain suit letter

const suitKey = (c: Card): SuitKey => effectiveSuit(KLOEPPER_TRICK_RULES, c);

/** Assignments of `cards` to seats, each from its allowed list, within capacities; all of them. */
function placements(cards: readonly Card[], allowed: readonly (readonly Seat[])[], cap: readonly number[]): Seat[][] {
  const out: Seat[][] = [];
  const cur: Seat[] = [];
  const used = new Array<number>(PLAYERS).fill(0);
  const go = (i: number): void => {
    if (i === cards.length) {
      out.push(cur.slice());
      return;
    }
    for (const x of allowed[i]!) {
      if (used[x]! >= cap[x]!) continue;
      used[x]!++;
      cur.push(x);
      go(i + 1);
      cur.pop();
      used[x]!--;
    }
  };
  go(0);
  return out;
}

function baseState(v: KloepperView): KloepperState {
  return beforeDeal({
    opts: v.options,
    dealNo: v.dealNo - 1,
    dealsDone: v.dealsDone,
    dealer: v.dealer,
    balances: v.balances,
    lastDeal: v.lastDeal,
    history: v.history,
  });
}

/** What the view says of the hidden cards: who played what, the voids, the unseen, the declarer. */
interface Known {
  readonly me: Seat;
  readonly played: Card[][];
  readonly voids: Set<SuitKey>[];
  readonly others: Seat[];
  readonly unseen: Card[];
  /** Unknown cards each seat holds now (none for the viewer). */
  readonly cap: number[];
  readonly declarer: Seat | null;
  readonly ace: Card | null;
}

function knownOf(v: KloepperView): Known {
  const me = viewerOf(v);
  const tricks = tricksSoFar(v);
  const played = playedBy(tricks, PLAYERS);
  const d = v.declaration;
  return {
    me,
    played,
    voids: shownVoids(tricks, PLAYERS, suitKey),
    others: [0, 1, 2, 3].filter((x) => x !== me),
    unseen: unseenOf(KLOEPPER_PACK, [...(v.hand ?? []), ...played.flat()]),
    cap: [0, 1, 2, 3].map((x) => (x === me ? 0 : v.handSizes[x]!)),
    declarer: v.phase === 'declare' ? v.toAct : (d?.seat ?? null),
    ace: d?.kind === 'call' ? `A${d.suit}` : null,
  };
}

/** The seats each special card may go to, one list per card. */
function specialSeats(v: KloepperView, k: Known, specials: readonly Card[]): Seat[][] {
  const { voids, ace, declarer, played } = k;
  const heldQueen = (x: Seat): boolean => played[x]!.includes('QC') || played[x]!.includes('QS');
  return specials.map((c) =>
    k.others.filter((x) => {
      if (voids[x]!.has(suitKey(c))) return false;
      if (c === ace) {
        if (v.sides[x] === 1) return false;
        if (x === declarer && !v.options.self_call) return false;
        return true;
      }
      if (declarer !== null) return x === declarer;
      // Split queens: one each, never to a known non-queen or a seat that showed the other queen.
      return v.sides[x] !== 1 && !heldQueen(x);
    }),
  );
}

/** The placements of the special cards (queens, called ace) that agree with what the view knows of the sides. */
function validPlacements(v: KloepperView, k: Known, specials: readonly Card[]): Seat[][] {
  const { declarer, ace, played, others } = k;
  return placements(specials, specialSeats(v, k, specials), k.cap).filter((seats) => {
    const holds = (x: Seat, c: Card): boolean => played[x]!.includes(c) || seats[specials.indexOf(c)] === x;
    if (declarer === null) {
      const qc = specials.includes('QC') ? seats[specials.indexOf('QC')]! : null;
      const qs = specials.includes('QS') ? seats[specials.indexOf('QS')]! : null;
      if (qc !== null && qc === qs) return false;
      // A seat the viewer knows is on the queen side holds a black queen.
      return others.every((x) => v.sides[x] !== 0 || holds(x, 'QC') || holds(x, 'QS'));
    }
    if (ace !== null && specials.includes(ace)) {
      // A seat the viewer knows is the partner (other than the caller) holds the ace.
      return others.every((x) => x === declarer || v.sides[x] !== 0 || holds(x, ace));
    }
    return true;
  });
}

/**
 * One placement drawn: each weighs as many deals of the other cards as it leaves room for (voids
 * aside), since a seat with five unknown cards is five times likelier to hold a given card than a
 * seat with one.
 */
function placementPicker(valid: readonly Seat[][], cap: readonly number[]): (rng: Rng) => Seat[] {
  const weights = valid.map((seats) => {
    let w = 1;
    const used = new Array<number>(PLAYERS).fill(0);
    for (const x of seats) w *= cap[x]! - used[x]!++;
    return w;
  });
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  return (rng) => {
    if (valid.length === 0) return [];
    let r = rng.next() * totalWeight;
    for (let i = 0; i < valid.length; i++) {
      r -= weights[i]!;
      if (r < 0) return valid[i]!;
    }
    return valid[valid.length - 1]!;
  };
}

/** What the draws read of a view: the same for every sample a search draws from it. */
interface Plan {
  readonly k: Known;
  readonly specials: readonly Card[];
  readonly pick: (rng: Rng) => Seat[];
  readonly rest: readonly Card[];
  readonly needsSuit: string | null;
  /** The cards each other seat may hold by its voids. */
  readonly takes: readonly ReadonlySet<Card>[];
  readonly read: (hands: Card[][]) => boolean;
}

/** Each view's plan, read once: a search samples one view hundreds of times. */
const plans = new WeakMap<KloepperView, Plan>();

function planOf(v: KloepperView): Plan {
  let plan = plans.get(v);
  if (plan) return plan;
  const k = knownOf(v);
  const specials = k.unseen.filter((c) => c === 'QC' || c === 'QS' || c === k.ace);
  const rest = k.unseen.filter((c) => !specials.includes(c));
  const d = v.declaration;
  plan = {
    k,
    specials,
    pick: placementPicker(validPlacements(v, k, specials), k.cap),
    rest,
    needsSuit: d?.kind === 'call' && v.options.call_needs_suit && k.declarer !== k.me ? d.suit : null,
    takes: k.others.map((x) => new Set(rest.filter((c) => !k.voids[x]!.has(suitKey(c))))),
    read: callsRead(v, k.me),
  };
  plans.set(v, plan);
  return plan;
}

/** Draws the dealt hands of a sample: the unseen cards placed consistently with the view. */
function handsSampler(v: KloepperView, rng: Rng): () => Card[][] {
  const { k, specials, pick, rest, needsSuit, takes, read } = planOf(v);
  const { me, played, voids, others, cap, declarer } = k;
  const hand = v.hand ?? [];
  const draw = (knocker: Seat | null): Card[][] | null => {
    const seats = pick(rng);
    const capLeft = cap.slice();
    seats.forEach((x) => capLeft[x]!--);
    const trumpsFirst =
      knocker === null
        ? []
        : knockersTrumps(
            rest,
            capLeft[knocker]!,
            [...played[knocker]!, ...specials.filter((_, i) => seats[i] === knocker)],
            voids[knocker]!,
            rng,
          );
    if (knocker !== null) capLeft[knocker]! -= trumpsFirst.length;
    const places = others.map((x, i) => ({ size: capLeft[x]!, allows: (c: Card) => takes[i]!.has(c) }));
    const dealtRest = dealBacktracking(
      rest.filter((c) => !trumpsFirst.includes(c)),
      places,
      rng,
    );
    if (!dealtRest) return null;
    const hands = [0, 1, 2, 3].map((x) => (x === me ? [...hand, ...played[x]!] : [...dealtRest[others.indexOf(x)]!, ...played[x]!]));
    seats.forEach((x, i) => hands[x]!.push(specials[i]!));
    if (knocker !== null) hands[knocker]!.push(...trumpsFirst);
    if (needsSuit && !hands[declarer!]!.some((c) => !isTrump(c) && suitOf(c) === needsSuit)) return null;
    return hands;
  };
  const knocker = v.knocker !== null && v.knocker !== me ? v.knocker : null;
  // The knocker's trumps dealt first can leave no room for the voids shown: then a deal as before.
  const plain = (): Card[][] =>
    rejection(
      64,
      () => draw(null),
      () => {
        throw new Error('kloepper sampler: no deal is consistent with this view');
      },
    );
  // Calls no draw of 64 reads as the rules of thumb would (a player who calls otherwise) are not
  // looked for again in the next draws of the same sample.
  let tries = 64;
  return () => {
    let fits = false;
    const hands = rejection(
      tries,
      () => draw(knocker),
      plain,
      (h) => (fits = read(h)),
    );
    if (!fits) tries = 1;
    return hands;
  };
}

/**
 * The unseen trumps a knocker is dealt before the rest: enough for five or six trumps in all (each
 * as likely), which a knock by the rules of thumb needs; `credible` above then asks for the top ones.
 */
function knockersTrumps(rest: readonly Card[], room: number, known: readonly Card[], voids: ReadonlySet<string>, rng: Rng): Card[] {
  if (voids.has(suitKey('JD'))) return [];
  const target = rng.next() < 0.5 ? 5 : 6;
  const need = Math.max(0, Math.min(room, target - known.filter(isTrump).length));
  return shuffled(rest.filter(isTrump), rng).slice(0, need);
}

/**
 * A declaration, a knock and a knock-back say what the hand holds: whether dealt hands are ones
 * the rules of thumb would have made the view's calls with (as every other player's are read).
 */
function callsRead(v: KloepperView, me: Seat): (hands: Card[][]) => boolean {
  const d = v.declaration;
  const knocker = v.knocker !== null && v.knocker !== me ? v.knocker : null;
  const alone = d?.kind === 'alone' && d.seat === v.knocker;
  const counter = v.counterKnocker !== null && v.counterKnocker !== me ? v.counterKnocker : null;
  // Who said no to knocking back: the opponents asked before the one who knocked back (or before
  // me, asked now), or all of them.
  const asked = v.knocker === null ? [] : [1, 2, 3].map((k) => (v.knocker! + k) % PLAYERS);
  const declined = (hands: Card[][]): Seat[] => {
    const queenSide = queenSideOf(hands, d);
    const opponents = asked.filter((x) => !queenSide.includes(x));
    const last = v.phase === 'counter' ? (v.toAct === me ? me : null) : v.counterKnocker;
    const upTo = v.phase === 'counter' && last === null ? 0 : last === null ? opponents.length : Math.max(0, opponents.indexOf(last));
    return opponents.slice(0, upTo).filter((x) => x !== me);
  };
  const declarer = d !== null && d.seat !== me ? d.seat : null;
  const declared = (hand: readonly Card[]): boolean => {
    const legal: KloepperAction[] = [{ kind: 'alone' }, ...callableSuits(hand, v.options).map((suit) => ({ kind: 'call' as const, suit }))];
    const a = declare(hand, legal);
    return a.kind === d!.kind && (a.kind !== 'call' || (d!.kind === 'call' && a.suit === d!.suit));
  };
  return (hands) =>
    (declarer === null || declared(hands[declarer]!)) &&
    (knocker === null || shouldKnock(hands[knocker]!, alone)) &&
    (counter === null || shouldKnockBack(hands[counter]!)) &&
    declined(hands).every((x) => !shouldKnockBack(hands[x]!));
}

/** The queen side of dealt hands under a declaration (or none: split queens). */
function queenSideOf(hands: readonly (readonly Card[])[], d: KloepperView['declaration']): Seat[] {
  const holder = (c: Card): Seat => hands.findIndex((h) => h.includes(c));
  if (d === null) return [holder('QC'), holder('QS')];
  if (d.kind === 'alone') return [d.seat];
  return [...new Set([d.seat, holder(`A${d.suit}`)])];
}

/** Told of each decision the replay makes: the state before it, the seat, the action. */
type Tap = (state: KloepperState, seat: Seat, action: KloepperAction) => void;

/** The public actions of the deal so far, replayed on the sampled deal. */
function replay(v: KloepperView, start: KloepperState, tap?: Tap): KloepperState {
  const me = viewerOf(v);
  let s = start;
  const act = (action: KloepperAction): void => {
    const t = turn(s);
    if (tap && t.kind === 'decide') tap(s, t.seat, action);
    s = apply(s, action);
  };
  const d = v.declaration;
  if (d) act(d.kind === 'alone' ? { kind: 'alone' } : { kind: 'call', suit: d.suit });
  if (v.phase === 'declare') return s;
  const answer = (stopAt: (asked: Seat) => boolean): void => {
    while (s.phase === 'counter') {
      const asked = s.asked[0]!;
      if (stopAt(asked)) return;
      act({ kind: asked === v.counterKnocker ? 'counter-knock' : 'no-counter-knock' });
    }
  };
  const knockHere = (): void => {
    act({ kind: 'knock' });
    if (v.counterKnocker !== null || v.phase !== 'counter') answer(() => false);
    // The question is going round now: up to the viewer if it is asked, else up to someone else.
    else if (v.toAct === me) answer((x) => x === me);
    else answer((x) => x !== me);
  };
  const cards = [...v.tricks, ...(v.trick ? [v.trick] : [])].flatMap((t) => t.cards);
  for (const card of cards) {
    const t = turn(s);
    if (v.knocker !== null && s.knocker === null && t.kind === 'decide' && t.seat === v.knocker) knockHere();
    act({ kind: 'play', card });
  }
  if (v.knocker !== null && s.knocker === null) knockHere();
  return s;
}

/**
 * How many deals are drawn to find one in which every other seat's calls and cards this deal are
 * what the rules of thumb would choose with its cards there (else the best-fitting one): the
 * search then spends its budget on worlds that explain the play, as in Lupfen.
 */
export const INFER_TRIES = 40;

/**
 * Whether the rules of thumb's choice is the one made. Two plain cards of one rank count as one:
 * the rules of thumb pick between them by the order of the hand, which a sampled deal does not know.
 */
export function sameChoice(chosen: KloepperAction, made: KloepperAction): boolean {
  if (chosen.kind === 'play' && made.kind === 'play') {
    return chosen.card === made.card || (!isTrump(chosen.card) && !isTrump(made.card) && chosen.card[0] === made.card[0]);
  }
  return actionKey(chosen) === actionKey(made);
}

/** Thrown by the replay's tap once a draw explains the play worse than the best so far. */
const WORSE = Symbol('worse');

/**
 * The rules of thumb's choices met in a view's replays (null: no choice), by decision and hand.
 * Inside one view's replays the seat, the phase, the cards played so far and who knocked (or
 * knocked back) fix everything the rules of thumb read but the seat's hand (its side follows from
 * the hand), so a choice is the same wherever that key recurs; and the same hands recur a lot
 * (about four in five, the search asking the same view for sample after sample). Kept per view:
 * a search draws all its samples from one.
 */
const choicesOf = new WeakMap<KloepperView, Map<string, KloepperAction | null>>();

/** Where a choice is made in a view's replays, all of its key but the hand. */
function choicePlace(seat: Seat, phase: string, played: number, knocker: Seat | null, counterKnocker: Seat | null): string {
  return `${seat}${phase}${played}|${knocker ?? ''}|${counterKnocker ?? ''}|`;
}

function choiceKey(s: KloepperState, seat: Seat): string {
  const played = s.tricks.length * PLAYERS + (s.trick?.cards.length ?? 0);
  return choicePlace(seat, s.phase, played, s.knocker, s.counterKnocker) + s.hands[seat]!.join('');
}

/** A public action of the deal so far: who made it, where its choice is keyed, what the seat had played before. */
interface Step {
  readonly action: KloepperAction;
  readonly seat: Seat;
  readonly place: string;
  readonly before: ReadonlySet<Card>;
}

/**
 * The steps of a view's replays, each recorded once from a replay: who acts where is the same in
 * every replay of a view but for a knock's questions, which go round the non-queen side (the
 * sampled cards decide it), so they are kept by the queen side. With them a draw is judged from the
 * dealt hands alone, a state built only for a choice not met before or for the draw that is kept.
 * Null where a replay's hands are not the dealt ones less the cards played (one the rules ended):
 * those are judged on the replay's states.
 */
const stepsOf = new WeakMap<KloepperView, Map<string, readonly Step[] | null>>();

function recordSteps(v: KloepperView, start: KloepperState): readonly Step[] | null {
  const out: Step[] = [];
  let plain = true;
  const end = replay(v, start, (state, seat, action) => {
    const before = new Set(playedBy(tricksSoFar(state), PLAYERS)[seat]);
    plain &&= state.hands[seat]!.join('') === start.hands[seat]!.filter((c) => !before.has(c)).join('');
    const played = state.tricks.length * PLAYERS + (state.trick?.cards.length ?? 0);
    out.push({ action, seat, place: choicePlace(seat, state.phase, played, state.knocker, state.counterKnocker), before });
  });
  // Every action of the replay was a decision's (the tap saw them all): once a state, never per draw.
  let s = start;
  for (const step of out) s = apply(s, step.action);
  return plain && JSON.stringify(s) === JSON.stringify(end) ? out : null;
}

/** The rules of thumb's choice for a seat at a state of a view's replays, asked once per key. */
interface Choices {
  readonly known: Map<string, KloepperAction | null>;
  readonly at: (state: KloepperState, seat: Seat, key?: string) => KloepperAction | null;
}

function choicesFor(v: KloepperView): Choices {
  let known = choicesOf.get(v);
  if (!known) choicesOf.set(v, (known = new Map()));
  const at = (state: KloepperState, seat: Seat, key = choiceKey(state, seat)): KloepperAction | null => {
    let choice = known.get(key);
    if (choice === undefined) {
      const legal = legalActions(state);
      choice = legal.length < 2 ? null : basicFromState(state, seat, legal);
      known.set(key, choice);
    }
    return choice;
  };
  return { known, at };
}

/** A draw's replay judged: its end state if its misfits stay under `limit` (else null), and the misfits. */
interface Judged {
  readonly state: KloepperState | null;
  readonly misfits: number;
}

/** The replay on recorded steps, judged from the hands: the state is caught up only where it is read. */
function judgeOnSteps(steps: readonly Step[], hands: Card[][], start: KloepperState, me: Seat, limit: number, choices: Choices): Judged {
  let s = start;
  let done = 0;
  let misfits = 0;
  for (let j = 0; j < steps.length && misfits < limit; j++) {
    const { seat, place, before, action } = steps[j]!;
    if (seat === me) continue;
    const key = place + hands[seat]!.filter((c) => !before.has(c)).join('');
    let choice = choices.known.get(key);
    if (choice === undefined) {
      while (done < j) s = apply(s, steps[done++]!.action);
      choice = choices.at(s, seat, key);
    }
    if (choice !== null && !sameChoice(choice, action)) misfits++;
  }
  if (misfits >= limit) return { state: null, misfits };
  while (done < steps.length) s = apply(s, steps[done++]!.action);
  return { state: s, misfits };
}

/** The replay through its states, judged at each decision. */
function judgeOnStates(v: KloepperView, start: KloepperState, me: Seat, limit: number, choices: Choices): Judged {
  let misfits = 0;
  const judge: Tap = (state, seat, action) => {
    if (seat === me) return;
    const choice = choices.at(state, seat);
    if (choice === null || sameChoice(choice, action)) return;
    if (++misfits >= limit) throw WORSE;
  };
  try {
    return { state: replay(v, start, judge), misfits };
  } catch (e) {
    if (e !== WORSE) throw e;
    return { state: null, misfits };
  }
}

export function sampleKloepperState(v: KloepperView, rng: Rng): KloepperState {
  if (v.phase === 'deal' || v.phase === 'over') throw new Error('kloepper sampler: no deal in progress');
  const me = viewerOf(v);
  let best: KloepperState | null = null;
  let bestMisfits = Infinity;
  const draw = handsSampler(v, rng);
  const base = baseState(v);
  const choices = choicesFor(v);
  let stepsByQueens = stepsOf.get(v);
  if (!stepsByQueens) stepsOf.set(v, (stepsByQueens = new Map()));
  for (let k = 0; k < INFER_TRIES && bestMisfits > 0; k++) {
    const hands = draw();
    const start = apply(base, { kind: 'deal', hands });
    const queens = v.knocker === null ? '' : queenSideOf(hands, v.declaration).sort().join('');
    let steps = stepsByQueens.get(queens);
    if (steps === undefined) stepsByQueens.set(queens, (steps = recordSteps(v, start)));
    const judged = steps ? judgeOnSteps(steps, hands, start, me, bestMisfits, choices) : judgeOnStates(v, start, me, bestMisfits, choices);
    if (judged.state) {
      best = judged.state;
      bestMisfits = judged.misfits;
    }
  }
  return best!;
}

/**
 * The decisions of `w`'s deal so far, each at the state it was made at, replayed with the hands
 * `w`'s seats were dealt from what `root` saw (the inference's replay: bots/inference.ts).
 */
export function pastDecisions(w: KloepperState, root: Seat): PastDecision<KloepperState, KloepperAction>[] {
  const v = kloepperView(w, root);
  const played = playedBy(tricksSoFar(v), PLAYERS);
  const hands = w.hands.map((h, x) => [...h, ...played[x]!]);
  const out: PastDecision<KloepperState, KloepperAction>[] = [];
  replay(v, apply(baseState(v), { kind: 'deal', hands }), (state, seat, action) => out.push({ state, seat, action }));
  return out;
}
