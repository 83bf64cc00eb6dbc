// Fipsen's part of the table: seat markers, the prompts for its auction and calls, and log lines.
// Everything here reads a FipsenView, never the state, and asks the variant module how a bid is
// said (variantOf(view.variant)), so a new local game needs no line here.
import { leadsTrick } from '../../../core/trick.js';
import type { Card, Rank, Suit } from '../../../core/cards.js';
import type { DeckStyle } from '../../../core/deck-style.js';
import type { GameLine } from '../../../core/history-lines.js';
import { capitalized } from '../../../core/sentence.js';
import { face, suitName } from '../../../ui/cards.js';
import type { CardLook } from '../../../contract/view.js';
import { logLine as sharedLogLine, matchOver, type Who } from '../../../ui/log-sentences.js';
import { nameList, withNames, youForm } from '../../../ui/names.js';
import type { ChoiceOption, LadderRung, Prompt } from '../../../contract/table.js';
import { FIPSEN_RANKS, HAND_SIZE, siebenerCards } from '../pack.js';
import type { FipsenAction, FipsenBid, FipsenView } from '../types.js';
import { variantOf } from '../variants.js';

/** §0: A K Q J 10 9 8 7 in every suit. */
export const FIPSEN_RANK_ORDER: readonly Rank[] = FIPSEN_RANKS;

/** Verbs that may stand second in a clause ("You bid and …"), for the second person. */
export const VERBS: readonly string[] = [
  'bids',
  'holds',
  'passes',
  'takes',
  'plays',
  'names',
  'lays',
  'says',
  'knocks',
  'stops',
  'surrenders',
  'announces',
  'deals',
  'wins',
  'shows',
  'finds',
];

/** Fipsen is played with French cards whatever deck the table is set to (its Ruten are diamonds). */
export function fipsenLook(_view: FipsenView, _deck: DeckStyle | undefined, ascii: boolean): CardLook {
  return { style: 'french', ascii };
}

/** A bid as the variant says it ("3 Hand Ruten", "4 Gute", "Kieker"). */
export function bidText(view: Pick<FipsenView, 'variant' | 'players'>, bid: FipsenBid): string {
  return variantOf(view.variant).describeBid(bid, view.players);
}

/** "clubs": a suit in words, the way a trump is named at the table. */
export function suitWord(suit: Suit, look: CardLook): string {
  return suitName(suit, look).toLowerCase();
}

/** The deal is live: dealt and not yet settled. */
const live = (view: FipsenView): boolean => view.dealNo > 0 && view.phase !== 'deal' && view.phase !== 'over';

export function seatRoles(view: FipsenView, seat: number): string[] {
  const roles: string[] = [];
  if (view.dealNo > 0 && seat === view.dealer) roles.push('dealer');
  if (!live(view)) return roles;
  const a = view.auction;
  // The contract itself is in the middle ("Bot 1 plays 3 Hand"): beside the name it was cut off.
  if (view.contract?.declarer === seat) roles.push('declarer');
  else if (view.phase === 'auction' && a?.high && (a.namer ?? a.holder) === seat) roles.push(`bid ${bidText(view, a.high)}`);
  // Prisdorf: the survivor who may hold a challenger's bid.
  if (view.phase === 'auction' && a?.high && a.holder === seat && a.namer !== null && a.namer !== seat) roles.push('may hold');
  if (view.window?.kontra === seat) roles.push('Kontra');
  if (view.window?.rekontra && view.contract?.declarer === seat) roles.push('Rekontra');
  if (view.window?.knocks.includes(seat)) roles.push('knocked');
  return roles;
}

/** In the auction: who has passed (a pass is final). */
export function seatStatus(view: FipsenView, seat: number): string | null {
  // Thedinghausen: the Hedewigs won in the session, always beside the tally (T-R3, T-R8).
  if (view.race) return `${view.race.hedewigs[seat] ?? 0} Hedewig${view.race.hedewigs[seat] === 1 ? '' : 's'}`;
  if (!live(view) || view.phase !== 'auction') return null;
  return view.auction?.passed[seat] ? 'passed' : null;
}

/** A seat dealt no cards (Großenaspe's dealer sitting out with five) takes no part. */
export function phaseLine(view: FipsenView): string {
  const trump = view.trumpSuit ? ` · trump ${suitWord(view.trumpSuit, { style: 'french', ascii: false })}` : '';
  switch (view.phase) {
    case 'deal':
      return 'deal over';
    case 'siebener':
      return 'before the auction: Siebener Fips?';
    case 'swap':
      return 'the turned Ace: swap for the seven?';
    case 'dutt':
      return 'the Fips player: use the Dutt?';
    case 'auction':
      return view.auction?.high ? `Auction · high bid ${bidText(view, view.auction.high)}` : 'Auction · no bid yet';
    case 'skat':
      return 'the declarer: Skat or Hand';
    case 'kieker':
      return 'Kieker: surrender or play on';
    case 'discard':
      return 'the declarer lays cards away';
    case 'trump':
      return 'the declarer names trump';
    case 'window':
      return `${view.window?.asked.length === 0 ? 'Rekontra?' : view.window && view.options['kloppen'] === true ? 'Knocks' : 'Kontra?'}${trump}`;
    case 'play':
    case 'stop': {
      const trick = Math.min(HAND_SIZE, view.tricks.length + (view.phase === 'play' ? 1 : 0));
      return `Trick ${trick} of ${HAND_SIZE}${trump}`;
    }
    case 'over':
      return 'Match over';
  }
}

// ── prompts ─────────────────────────────────────────────────────────────────────────────────

type Simple = Exclude<FipsenAction['kind'], 'deal' | 'bid' | 'discard' | 'trump' | 'play'>;

/**
 * Prompt words for the calls that carry only their word; the key picks it (never a table key, see
 * RESERVED_KEYS). `safe`: the call the table selects at first (prompt.ts): no bid, no doubling, the
 * sure cost of a surrender, the cards one holds.
 */
function callLabel(view: FipsenView, kind: Simple): { label: string; key: string; safe?: boolean } {
  switch (kind) {
    case 'hold':
      return { label: 'hold', key: 'o' };
    case 'pass':
      return { label: 'pass', key: 'p', safe: true };
    case 'siebener':
      return { label: 'Siebener Fips (+30)', key: 'f' };
    case 'no-siebener':
      return { label: 'Keep quiet', key: 'n' };
    case 'skat':
      return { label: 'Take the Skat', key: 'k', safe: true };
    case 'hand':
      return { label: 'Play Hand (doubles)', key: 'a' };
    case 'surrender':
      return { label: variantOf(view.variant).surrenderPaysOpponents ? 'Surrender (others +5)' : 'Surrender (-5)', key: 'r', safe: true };
    case 'play-on':
      return { label: 'Play on', key: 'o' };
    case 'kontra':
      return { label: 'Kontra (×2)', key: 'k' };
    case 'no-kontra':
      return { label: 'No Kontra', key: 'n', safe: true };
    case 'rekontra':
      return { label: 'Rekontra (×4)', key: 'r' };
    case 'no-rekontra':
      return { label: 'No Rekontra', key: 'n', safe: true };
    case 'knock':
      return { label: 'Knock (doubles)', key: 'k' };
    case 'no-knock':
      return { label: 'No knock', key: 'n', safe: true };
    case 'stop':
      return { label: 'Stop and score', key: 'p', safe: true };
    case 'swap':
      return { label: 'Take the Ace', key: 'w' };
    case 'keep':
      return view.phase === 'swap'
        ? { label: 'Keep your seven', key: 'k', safe: true }
        : { label: 'Keep: play the Dutt game', key: 'k', safe: true };
    case 'dutt':
      return { label: 'Use the Dutt', key: 'd' };
    case 'no-dutt':
      return { label: 'Play your own five', key: 'n', safe: true };
    case 'continue':
      return variantOf(view.variant).continueWord === 'durch' ? { label: 'Ich spiele durch', key: 'd' } : { label: 'Durch (×2)', key: 'd' };
  }
}

/** The first letter of the suit's name that is not a table key (c is the tracker, s the scoresheet), as in Kloepper. */
const TRUMP_KEYS: Readonly<Record<Suit, string>> = { C: 'l', S: 'p', H: 'e', D: 'd' };

function option(view: FipsenView, a: FipsenAction, look: CardLook): ChoiceOption<FipsenAction> {
  if (a.kind === 'trump') return { label: suitName(a.suit, look), key: TRUMP_KEYS[a.suit], action: a };
  const w = callLabel(view, a.kind as Simple);
  return { label: w.label, key: w.key, action: a, ...(w.safe ? { safe: true } : {}) };
}

/** Options in the order given by `kinds` (the cautious answer first: a stray Enter never doubles). */
function ordered(view: FipsenView, legal: readonly FipsenAction[], kinds: readonly string[], look: CardLook): ChoiceOption<FipsenAction>[] {
  const out: ChoiceOption<FipsenAction>[] = [];
  for (const k of kinds) for (const a of legal) if (a.kind === k) out.push(option(view, a, look));
  return out;
}

/**
 * The auction: every legal bid from the lowest, then hold, then pass, or Duttfips' keep where
 * Vorhand may not pass (either selected at first).
 */
function auctionPrompt(view: FipsenView, legal: readonly FipsenAction[]): Prompt<FipsenAction> {
  const a = view.auction!;
  const rungs: LadderRung<FipsenAction>[] = [];
  for (const x of legal) if (x.kind === 'bid') rungs.push({ label: bidText(view, x.bid), action: x });
  const hold = legal.find((x) => x.kind === 'hold');
  if (hold) rungs.push({ label: 'hold', key: 'o', action: hold });
  const keep = legal.find((x) => x.kind === 'keep');
  if (keep) rungs.push({ ...callLabel(view, 'keep'), action: keep });
  const pass = legal.find((x) => x.kind === 'pass');
  if (pass) rungs.push({ label: 'pass', key: 'p', action: pass, safe: true });
  const high = a.high;
  let question: string;
  if (keep) question = 'Keep your Dutt game, or bid higher';
  else if (high === null) question = 'Open the auction: bid, or pass';
  else if (hold) question = `Challenged with ${bidText(view, high)}: hold, go higher or pass`;
  else question = `The high bid is ${bidText(view, high)}: bid higher or pass`;
  const hint = keep
    ? 'k keeps the Dutt game (most tricks win) or bid higher; Vorhand may not pass.'
    : hold
      ? `o holds: you play ${bidText(view, high!)} yourself. p passes (final), or bid higher.`
      : rungs.length > 1
        ? `${rungs.length - 1} bid${rungs.length === 2 ? '' : 's'} open to you; p passes. A pass is final.`
        : 'No bid above this one is open to you.';
  return { kind: 'ladder', question, hint, rungs };
}

function playHint(view: FipsenView, playable: readonly Card[], look: CardLook): string | undefined {
  const led = view.trick && view.trick.cards.length > 0 ? view.trick.cards[0] : undefined;
  if (!led || playable.length === (view.hand ?? []).length) return undefined;
  return `You must follow ${suitWord(led[1] as Suit, look)}.`;
}

/** What the declarer must still win, for the play prompt's note. */
function contractNeed(view: FipsenView): string | undefined {
  const c = view.contract;
  if (!c || view.seat === null) return undefined;
  const won = view.tricks.filter((t) => t.winner === c.declarer).length;
  const need = c.bid.kind === 'tricks' && !view.continued ? c.bid.tricks : HAND_SIZE;
  const who = c.declarer === view.seat ? 'You have' : 'The declarer has';
  // Duttfips' Dutt game and Ruten oewer (tricks 0) need the most tricks, not a number (D-R6).
  if (need === 0) return `${who} ${won} trick${won === 1 ? '' : 's'}; the most tricks win.`;
  return `${who} ${won} of ${need} tricks.`;
}

/** What a Kieker's surrender costs, in this variant's scoring (P-R16 -5, G-R12 each opponent +5). */
function surrenderCost(view: FipsenView): string {
  return variantOf(view.variant).surrenderPaysOpponents ? 'Surrender: each opponent +5, you 0.' : 'Surrender: -5.';
}

/** A bid held from another player that names a double (P-R10): without Hand it must be Ruten. */
function heldDouble(view: FipsenView): boolean {
  const c = view.contract;
  return !!c && !c.selfNamed && c.bid.kind === 'tricks' && (c.bid.hand || c.bid.ruten);
}

/**
 * The contract as it is played: a held Hand bid whose declarer took the Skat is no Hand game (P-R10,
 * P-R11.4), and its Ruten shows once diamonds are named.
 */
export function playedBid(view: FipsenView): FipsenBid | null {
  const c = view.contract;
  if (!c) return null;
  if (c.bid.kind !== 'tricks' || !c.bid.hand || view.handGame || view.phase === 'skat') return c.bid;
  return { ...c.bid, hand: false, ruten: c.bid.ruten || view.trumpSuit === 'D' };
}

function playedText(view: FipsenView): string {
  const bid = playedBid(view);
  return bid ? bidText(view, bid) : '';
}

/** Why the one suit left is the only one: a held double with the Skat taken forces Ruten (P-R11.4). */
function forcedTrump(view: FipsenView, legal: readonly FipsenAction[], look: CardLook): string {
  const only = legal.find((a): a is Extract<FipsenAction, { kind: 'trump' }> => a.kind === 'trump');
  if (only?.suit === 'D' && heldDouble(view) && !view.handGame)
    return `With the Skat taken, your held ${bidText(view, view.contract!.bid)} needs Ruten: diamonds are forced.`;
  return `Your contract leaves only ${only ? suitWord(only.suit, look) : 'this suit'}.`;
}

export function fipsenPrompt(view: FipsenView, legal: readonly FipsenAction[], look: CardLook): Prompt<FipsenAction> {
  const plays = legal.filter((a): a is Extract<FipsenAction, { kind: 'play' }> => a.kind === 'play');
  if (plays.length > 0) return playPrompt(view, plays, look);
  const discards = legal.filter((a): a is Extract<FipsenAction, { kind: 'discard' }> => a.kind === 'discard');
  if (discards.length > 0) return discardPrompt(view, discards, legal, look);
  if (view.phase === 'auction') return auctionPrompt(view, legal);
  const contract = view.contract ? bidText(view, view.contract.bid) : '';
  if (view.phase === 'window') return windowPrompt(view, legal, look, contract);
  const q = PHASE_QUESTIONS[view.phase];
  if (q) return phasePrompt(view, legal, look, contract, q);
  return { kind: 'choice', question: 'Your call', options: legal.map((a) => option(view, a, look)) };
}

function playPrompt(view: FipsenView, plays: readonly Extract<FipsenAction, { kind: 'play' }>[], look: CardLook): Prompt<FipsenAction> {
  const lead = leadsTrick(view.trick);
  const rule = playHint(
    view,
    plays.map((p) => p.card),
    look,
  );
  const need = contractNeed(view);
  const hint = [rule, need].filter(Boolean).join(' ');
  return {
    kind: 'cards',
    question: lead ? 'Your lead: play a card' : 'Your turn: play a card',
    ...(hint ? { hint } : {}),
    playable: plays.map((p) => ({ card: p.card, action: p })),
  };
}

function discardPrompt(
  view: FipsenView,
  discards: readonly Extract<FipsenAction, { kind: 'discard' }>[],
  legal: readonly FipsenAction[],
  look: CardLook,
): Prompt<FipsenAction> {
  const siebener = legal.find((a) => a.kind === 'siebener');
  const count = discards[0]!.cards.length;
  const keyOf = (cards: readonly Card[]): string => cards.slice().sort().join(',');
  const byKey = new Map(discards.map((d) => [keyOf(d.cards), d]));
  const cards = [...new Set(discards.flatMap((d) => d.cards))];
  return {
    kind: 'cards',
    question: `Lay ${count} card${count === 1 ? '' : 's'} away`,
    // The keys are the table's to say (its pick line, the plain table's numbers), not the game's.
    hint: `They go face down, out of the deal.${siebener ? ' f: Siebener Fips (+30).' : ''}`,
    playable: cards.map((card) => ({ card, action: discards[0]! })),
    pick: { count, actionFor: (chosen) => byKey.get(keyOf(chosen)) ?? discards[0]! },
    ...(siebener ? { calls: [option(view, siebener, look)] } : {}),
  };
}

/**
 * The question of a phase of calls: its words, given the contract's ('' before there is one), and
 * the order of its options by action kind.
 */
interface PhaseQuestion {
  readonly question: (contract: string) => string;
  readonly hint: (view: FipsenView, legal: readonly FipsenAction[], look: CardLook, contract: string) => string | undefined;
  readonly order: readonly FipsenAction['kind'][];
}

const PHASE_QUESTIONS: Partial<Record<FipsenView['phase'], PhaseQuestion>> = {
  siebener: {
    question: () => 'Four sevens and an Ace: announce Siebener Fips?',
    hint: () => 'It scores +30 at once and ends the deal; nobody else scores.',
    order: ['siebener', 'no-siebener'],
  },
  // The contract is in the middle of the table: the question leaves room for its options.
  skat: {
    question: () => 'Take the Skat, or play Hand?',
    hint: (view, legal, _look, contract) =>
      legal.length === 1
        ? 'Your bid obliges you to play Hand: the Skat stays face down.'
        : heldDouble(view)
          ? `Held ${contract}: take the Skat and diamonds (Ruten) must be trump.`
          : 'Taking the Skat: 2 more cards, then lay 2 away. Hand doubles the value.',
    order: ['skat', 'hand', 'siebener'],
  },
  kieker: {
    // Short: beside Siebener Fips (P-R12) the three options fill an 80-column line.
    question: () => 'Your Kieker:',
    hint: (view) => `${surrenderCost(view)} Play on: keep 5, name trump, take every trick.`,
    order: ['surrender', 'play-on', 'siebener'],
  },
  trump: {
    // The contract is in the middle of the table; four suits and their keys fill the line.
    question: () => 'Name trump',
    hint: (view, legal, look) => (legal.length === 1 ? forcedTrump(view, legal, look) : undefined),
    order: ['trump'],
  },
  stop: {
    question: () => 'Stop, or play on for all five?',
    hint: (view, _legal, _look, contract) =>
      variantOf(view.variant).continueWord === 'durch'
        ? `Your ${contract} is made. Playing through you must take all five, scored as 5.`
        : `Your ${playedText(view)} is made. Playing on you must take all five: Durch doubles.`,
    order: ['stop', 'continue'],
  },
  // Before the first lead (T-R5, D-R7): the questions ask what the phase is about, not "Your call".
  swap: {
    question: () => 'Take the turned Ace for your seven?',
    hint: () => 'The Ace joins your hand; your seven of trumps lies face up in its place.',
    order: ['swap', 'keep'],
  },
  dutt: {
    question: (contract) => `Use the Dutt${contract ? ` for your ${contract}` : ''}?`,
    hint: () => 'With the Dutt: ten cards, lay five away. Without: your own five.',
    order: ['dutt', 'no-dutt'],
  },
};

function phasePrompt(
  view: FipsenView,
  legal: readonly FipsenAction[],
  look: CardLook,
  contract: string,
  q: PhaseQuestion,
): Prompt<FipsenAction> {
  const hint = q.hint(view, legal, look, contract);
  return {
    kind: 'choice',
    question: q.question(contract),
    ...(hint !== undefined ? { hint } : {}),
    options: ordered(view, legal, q.order, look),
  };
}

/** The window after the contract: the declarer's Rekontra, or the opponents' knock or Kontra. */
function windowPrompt(view: FipsenView, legal: readonly FipsenAction[], look: CardLook, contract: string): Prompt<FipsenAction> {
  const declarer = 'The declarer';
  if (legal.some((a) => a.kind === 'rekontra'))
    return {
      kind: 'choice',
      question: `Kontra against your ${contract}: Rekontra?`,
      hint: 'Rekontra doubles again: the deal counts four times.',
      options: ordered(view, legal, ['no-rekontra', 'rekontra'], look),
    };
  if (legal.some((a) => a.kind === 'knock'))
    return {
      kind: 'choice',
      question: `${declarer} plays ${contract}: knock?`,
      hint: 'A knock says the declarer will fail; it doubles the deal.',
      options: ordered(view, legal, ['no-knock', 'knock'], look),
    };
  return {
    kind: 'choice',
    question: `${declarer} plays ${contract}: Kontra?`,
    hint: 'Kontra doubles the deal; the declarer may answer Rekontra.',
    options: ordered(view, legal, ['no-kontra', 'kontra'], look),
  };
}

// ── log ─────────────────────────────────────────────────────────────────────────────────────

/** Card codes ("AH") in a note as the table shows them, seats as names. */
export function noteText(text: string, names: readonly string[], look?: CardLook): string {
  const faced = look ? text.replace(/\b([AKQJT987])([CSHD])\b/g, (_m, r: string, s: string) => face(`${r}${s}` as Card, look)) : text;
  return youForm(capitalized(withNames(faced, names)), VERBS);
}

export function logLine(view: FipsenView, line: GameLine, names: readonly string[], look: CardLook): string | null {
  return sharedLogLine(line, names, look, (l, who) => logSentence(view, l, names, who, look), VERBS);
}

function logSentence(view: FipsenView, line: GameLine, names: readonly string[], who: Who, look: CardLook): string | null | undefined {
  switch (line.type) {
    case 'call':
      return callSentence(view, line, who, look);
    case 'exchange': {
      // Thedinghausen (T-R5): the Ace taken face up, the seven laid in its place.
      if (line.from === 'turnup')
        return `${who(line.seat)} takes the turned ${line.got.map((c) => face(c, look)).join(' ')} for the ${line.gave.map((c) => face(c, look)).join(' ')}.`;
      if (line.gave.length > 0 && line.got.length === 0)
        return `${who(line.seat)} lays away ${line.gave.map((c) => face(c, look)).join(' ')}.`;
      if (line.got.length > 0)
        return `${who(line.seat)} finds ${line.got.map((c) => face(c, look)).join(' ')} in the ${line.from === 'skat' ? 'Skat' : line.from}${line.gave.length > 0 ? `, laying away ${line.gave.map((c) => face(c, look)).join(' ')}` : ''}.`;
      return null;
    }
    case 'reveal':
      // Thedinghausen (T-R4): the card turned after the deal fixes trump.
      if (line.what === 'trump' && line.card)
        return `${face(line.card, look)} is turned: ${suitWord(line.card[1] as Suit, look)} are trump.`;
      return revealSentence(view, line, who, look);
    case 'settle': {
      const why = view.lastDeal?.deal === line.deal ? view.lastDeal.why : view.history.find((d) => d.deal === line.deal)?.why;
      return `Deal ${line.deal}: ${noteText(why ?? line.note ?? 'settled', names, look)}`;
    }
    case 'end':
      return matchOver(line, names, undefined, (top) => ` with ${top} ${view.race ? 'cents' : 'points'}`);
    default:
      return undefined;
  }
}

/**
 * A hand laid open: a Siebener Fips (four sevens and an Ace, P-R5) or a Kieker's proof (P-R7). The
 * line alone says which but for a holder who kept a Siebener quiet and bid Kieker with those very
 * five (the deal then goes on: a Siebener ends it, even one after a Kieker's pick-up, P-R12).
 */
function revealSentence(view: FipsenView, line: Extract<GameLine, { type: 'reveal' }>, who: Who, look: CardLook): string {
  const cards = line.cards ?? [];
  const faces = cards.map((c) => face(c, look)).join(' ');
  const live = view.dealNo === line.deal && view.phase !== 'deal' && view.phase !== 'over';
  const kiekerOn = live && view.contract?.bid.kind === 'kieker' && view.contract.declarer === line.seat;
  // Exactly four sevens and an Ace, nothing else.
  if (siebenerCards(cards)?.length === cards.length && !kiekerOn) return `${who(line.seat)} lays down the Siebener Fips: ${faces}.`;
  return `${who(line.seat)} shows the Kieker hand: ${faces}.`;
}

function callSentence(view: FipsenView, line: Extract<GameLine, { type: 'call' }>, who: Who, look: CardLook): string | null {
  const w = who(line.seat);
  switch (line.call) {
    case 'bid': {
      const bid = variantOf(view.variant).decodeBid(line);
      return bid.ok ? `${w} bids ${bidText(view, bid.value)}.` : `${w} bids.`;
    }
    case 'hold':
      return `${w} holds.`;
    case 'pass':
      return `${w} passes.`;
    case 'siebener':
      return `${w} announces Siebener Fips: four sevens and an Ace.`;
    case 'skat':
      return `${w} takes the Skat.`;
    case 'hand':
      return `${w} plays Hand: the Skat stays face down.`;
    case 'trump':
      return `${w} names ${suitWord(line['suit'] as Suit, look)} trump.`;
    case 'surrender':
      return `${w} surrenders the Kieker.`;
    case 'play-on':
      return `${w} plays the Kieker on.`;
    case 'kontra':
      return `${w} says Kontra.`;
    case 'rekontra':
      return `${w} says Rekontra.`;
    case 'knock':
      return `${w} knocks.`;
    case 'stop':
      return `${w} stops and takes the game.`;
    case 'continue':
      return `${w} continues for Durch.`;
    case 'durch':
      return `${w} says: ich spiele durch.`;
    case 'no-kontra':
      return `${w} does not double (Kontra).`;
    case 'no-knock':
      return `${w} does not knock.`;
    case 'no-rekontra':
      return null;
    default:
      return null;
  }
}

/** "Ana and Ben" passed: the seats of the auction that have passed, in names. */
export function passedText(view: FipsenView, names: readonly string[]): string {
  const seats = (view.auction?.passed ?? []).flatMap((p, x) => (p ? [x] : []));
  return seats.length === 0 ? '' : `passed: ${nameList(seats, names)}`;
}

export function endReason(reason: string): string | null {
  return reason === 'deals' ? 'the set number of deals was played' : null;
}

// ── why a decision matters (`?` and `cardtable learn`) ─────────────────────────────────────────

/** One sentence on why the decision of `legal` matters; the same text under `?` and in learn. */
export function fipsenWhy(view: FipsenView, legal: readonly FipsenAction[]): string | null {
  if (legal.length === 0) return null;
  const has = (kind: FipsenAction['kind']): boolean => legal.some((a) => a.kind === kind);
  if (has('siebener') && view.phase === 'siebener')
    return 'Four sevens and an Ace score +30 at once and end the deal: announcing them is worth more than most contracts.';
  if (has('discard')) return 'Cards laid away are out of the deal: keep trumps and Aces, and lay away lone low cards to make a suit void.';
  if (has('play')) {
    if (view.race) return 'Every trick counts toward your tally of ten, and taking all five is a sweep that every player pays for.';
    const c = view.contract;
    if (c && view.seat === c.declarer)
      return 'You need your tricks alone against everyone: draw the opponents’ trumps early so your high cards stand.';
    return 'Together against the declarer: every trick your side takes brings his contract closer to failing.';
  }
  switch (view.phase) {
    case 'auction':
      // Duttfips' Vorhand, who may not pass: the Dutt game is his unless he raises it.
      if (has('keep'))
        return 'Keeping plays the Dutt game with the Dutt’s cards, for the most tricks; Fips and Rutenfips score far more but need all five tricks.';
      return 'The highest bid is played alone against everyone and a failed contract costs more than a made one wins: bid what your hand can take.';
    case 'skat':
      return 'The Skat’s two cards can fill a weak suit, but playing Hand without them doubles the value.';
    case 'kieker':
      return variantOf(view.variant).surrenderPaysOpponents
        ? 'Surrendering gives each opponent 5 for sure; playing on scores well only if you then take all five tricks.'
        : 'Surrendering costs 5 for sure; playing on scores well only if you then take all five tricks.';
    case 'trump':
      return 'Trumps beat every other suit: name the suit you hold most of, and the highest.';
    case 'window':
      if (has('rekontra')) return 'Rekontra doubles again, to four times the value: say it only when you are sure to make your contract.';
      if (has('knock')) return 'A knock doubles the deal: knock when you expect the declarer to fail.';
      return 'Kontra doubles what the deal is worth: say it when you expect the declarer to fail.';
    case 'stop':
      return 'Stopping keeps the game won; playing on for all five raises the value but loses it all at one lost trick.';
    case 'swap':
      return 'The turned Ace is a high trump: taking it for your seven of trumps makes your hand stronger for the race.';
    case 'dutt':
      return 'Taking the Dutt gives you ten cards to keep the best five of; your own five alone may hold a loser.';
    default:
      return null;
  }
}
