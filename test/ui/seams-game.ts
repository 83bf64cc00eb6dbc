// A small trick game for the table's seams, with everything Lupfen does not have: fines (fewest
// wins), a secret turn, lines for one seat or for nobody, sides the viewer knows only in part,
// counters, trumps that are not a suit, seats out of the deal, 2–8 players.
//
// A deal: every seat gets two cards; a secret turn (seat 2 decides, every seat but the dealer is
// asked) answers "counter" or "no" — "no" is written but shown to nobody; a reveal shows seat 1's
// first card to seat 0 only; then two tricks, every seat but the last (out) playing; everyone but
// the last trick's winner is fined one unit.
//
// Variant `contract` (3–6 players, counted in games of two deals) adds what an auction game needs:
// seat 1 gets two cards more and bids on a ladder of 14 rungs, lays two cards away (an `exchange`
// line), names trump (its only choice, written all the same), and its hand is shown to seat 0
// alone; nobody deals before the first deal.
import type { Card } from '../../src/core/cards.js';
import type { GameLine } from '../../src/core/history-lines.js';
import { Rng, shuffled } from '../../src/core/rng.js';
import type { CardOrder, TrickRecord } from '../../src/core/trick.js';
import type { DealSummary, MatchResult, TableView } from '../../src/contract/view.js';
import type { DecisionLine, Game, Result } from '../../src/contract/game.js';
import type { GameUi, Prompt } from '../../src/contract/table.js';

export type SeamAction =
  | { kind: 'deal'; hands: Card[][] }
  | { kind: 'answer'; counter: boolean }
  | { kind: 'play'; card: Card }
  | { kind: 'bid'; rung: number }
  | { kind: 'discard'; cards: Card[] }
  | { kind: 'trump' };

/** The contract variant's bid ladder: 1, 1 Hand, … 6 Hand, then hold and pass. */
export const RUNGS: readonly string[] = [...Array.from({ length: 6 }, (_, i) => [`${i + 1}`, `${i + 1} Hand`]).flat(), 'hold', 'pass'];
/** Deals to a game in the contract variant (its `rounds` counts games). */
export const DEALS_PER_GAME = 2;

export interface SeamState {
  readonly variant: 'plain' | 'contract';
  readonly players: number;
  readonly deals: number;
  readonly deal: number;
  readonly phase: 'deal' | 'bid' | 'discard' | 'trump' | 'ask' | 'play' | 'over';
  readonly toAct: number;
  readonly hands: readonly (readonly Card[])[];
  readonly trick: { readonly leader: number; readonly seats: number[]; readonly cards: Card[] } | null;
  readonly tricks: readonly TrickRecord[];
  readonly totals: readonly number[];
  readonly history: readonly DealSummary[];
  readonly result: MatchResult | null;
}

export type SeamView = TableView & { readonly answering: boolean; readonly variant: string; readonly rounds: number };

/** Trumps: every jack and every diamond, jacks highest (not a suit: Kloepper-like). */
const PACK: readonly Card[] = ['JC', 'JS', 'AD', 'KD', 'AC', 'KC', 'AS', 'KS', 'AH', 'KH', 'QC', 'QS', 'QH', 'QD', '9C', '9S'] as Card[];
export const SEAM_ORDER: CardOrder = {
  isTrump: (c) => c[0] === 'J' || c[1] === 'D',
  sortKey: (c) => PACK.indexOf(c),
};

/** The decider of the secret turn and who is asked (every seat but the dealer, seat 0). */
export const SECRET_SEAT = 2;
export const askedSeats = (n: number): number[] => Array.from({ length: n - 1 }, (_, i) => i + 1);

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const active = (s: SeamState): number => s.players - 1; // the last seat is out of every deal

export const seams: Game<SeamState, SeamAction, SeamView> = {
  id: 'seams',
  name: 'Seams',
  unit: 'fines',
  utility: 'fines',
  endReasons: ['deals', 'quit'],
  variants: [
    {
      id: 'plain',
      name: 'Seams',
      summary: 'test game',
      minPlayers: 3,
      maxPlayers: 8,
      defaultPlayers: 4,
      options: [
        { key: 'players', type: 'int', default: 4, min: 3, max: 8, summary: 'players' },
        { key: 'rounds', type: 'int', default: 2, min: 1, max: 9, summary: 'deals', defaultByPlayers: { 8: 1 } },
        // Applies at a full table only, as Fipsen's five_mode does at 5 (OptionSpec.players).
        { key: 'eight_mode', type: 'enum', default: 'pairs', values: ['pairs', 'teams'], players: [8], summary: 'how eight sit' },
      ],
      lengthKey: null,
    },
    {
      id: 'contract',
      name: 'Seams (contract)',
      summary: 'test game with an auction',
      minPlayers: 3,
      maxPlayers: 6,
      defaultPlayers: 4,
      options: [
        { key: 'players', type: 'int', default: 4, min: 3, max: 6, summary: 'players' },
        { key: 'rounds', type: 'int', default: 2, min: 1, max: 9, summary: 'games' },
      ],
      lengthKey: 'games',
    },
  ],
  defaultVariant: 'plain',
  resolveOptions(_v, players, raw) {
    const rounds = raw['rounds'] === undefined ? (players === 8 ? 1 : 2) : Number(raw['rounds']);
    return ok({ players, rounds });
  },
  setup: (c) => ({
    variant: c.variant === 'contract' ? 'contract' : 'plain',
    players: c.players,
    deals: (c.options['rounds'] as number) * (c.variant === 'contract' ? DEALS_PER_GAME : 1),
    deal: 0,
    phase: 'deal',
    toAct: 0,
    hands: Array.from({ length: c.players }, () => []),
    trick: null,
    tricks: [],
    totals: new Array<number>(c.players).fill(0),
    history: [],
    result: null,
  }),
  turn: (s) =>
    s.phase === 'over'
      ? { kind: 'over' }
      : s.phase === 'deal'
        ? { kind: 'chance' }
        : s.phase === 'ask'
          ? { kind: 'decide', seat: SECRET_SEAT, secret: { asked: askedSeats(s.players) } }
          : s.phase === 'play'
            ? { kind: 'decide', seat: s.toAct }
            : { kind: 'decide', seat: 1 },
  legalActions: (s) =>
    s.phase === 'bid'
      ? RUNGS.map((_, rung) => ({ kind: 'bid', rung }))
      : s.phase === 'discard'
        ? s.hands[1]!.flatMap((a, i) => s.hands[1]!.slice(i + 1).map((b) => ({ kind: 'discard' as const, cards: [a, b] })))
        : s.phase === 'trump'
          ? [{ kind: 'trump' }]
          : s.phase === 'ask'
            ? [
                { kind: 'answer', counter: true },
                { kind: 'answer', counter: false },
              ]
            : s.phase === 'play'
              ? s.hands[s.toAct]!.map((card) => ({ kind: 'play', card }))
              : [],
  drawChance(s, rng: Rng) {
    const extra = s.variant === 'contract' ? 2 : 0;
    const pack = shuffled(PACK.slice(0, 2 * s.players + extra), rng);
    const hands = Array.from({ length: s.players }, (_, i) => pack.slice(2 * i, 2 * i + 2));
    hands[1]!.push(...pack.slice(2 * s.players));
    return { kind: 'deal', hands };
  },
  apply(s, a, log?: GameLine[]) {
    if (a.kind === 'deal') {
      const deal = s.deal + 1;
      log?.push({ type: 'deal', deal, dealer: 0, hands: a.hands.map((h) => [...h]), piles: {} });
      return { ...s, deal, phase: s.variant === 'contract' ? 'bid' : 'ask', hands: a.hands, tricks: [], trick: null };
    }
    if (a.kind === 'bid') return { ...s, phase: 'discard' };
    if (a.kind === 'discard')
      return { ...s, phase: 'trump', hands: s.hands.map((h, i) => (i === 1 ? h.filter((c) => !a.cards.includes(c)) : h)) };
    if (a.kind === 'trump') return { ...s, phase: 'ask' };
    if (a.kind === 'answer') {
      log?.push({ type: 'reveal', deal: s.deal, what: 'card', seat: 1, card: s.hands[1]![0]! });
      return { ...s, phase: 'play', toAct: 0 };
    }
    const hands = s.hands.map((h, i) => (i === s.toAct ? h.filter((c) => c !== a.card) : h));
    const cur = s.trick ?? { leader: s.toAct, seats: [], cards: [] };
    const trick = { leader: cur.leader, seats: [...cur.seats, s.toAct], cards: [...cur.cards, a.card] };
    if (trick.cards.length < active(s)) return { ...s, hands, trick, toAct: (s.toAct + 1) % active(s) };
    const best = trick.cards.reduce((b, c, i) => (SEAM_ORDER.sortKey(c) < SEAM_ORDER.sortKey(trick.cards[b]!) ? i : b), 0);
    const winner = trick.seats[best]!;
    const rec: TrickRecord = { index: s.tricks.length + 1, leader: trick.leader, seats: trick.seats, cards: trick.cards, winner };
    log?.push({ type: 'trick', deal: s.deal, index: rec.index, leader: rec.leader, cards: [...rec.cards], winner });
    const tricks = [...s.tricks, rec];
    if (tricks.length < 2) return { ...s, hands, trick: null, tricks, toAct: winner };
    const delta = s.totals.map((_, i) => (i === winner || i === active(s) ? 0 : 1));
    const totals = s.totals.map((t, i) => t + delta[i]!);
    log?.push({ type: 'settle', deal: s.deal, delta, totals, winner });
    const summary: DealSummary = {
      deal: s.deal,
      delta,
      totals,
      tricksWon: s.totals.map((_, i) => tricks.filter((t) => t.winner === i).length),
      note: 'fined',
      counters: [{ label: 'card points', values: s.totals.map((_, i) => 10 * i) }],
      sides: [[0, 1], s.totals.map((_, i) => i).filter((i) => i > 1)],
    };
    const next = { ...s, hands, trick: null, tricks, totals, history: [...s.history, summary] };
    if (s.deal < s.deals) return { ...next, phase: 'deal' };
    const least = Math.min(...totals);
    const result: MatchResult = { totals, winners: totals.flatMap((t, i) => (t === least ? [i] : [])), reason: 'deals' };
    log?.push({ type: 'end', totals: [...totals], winners: [...result.winners], reason: 'deals' });
    return { ...next, phase: 'over', result };
  },
  writeOnlyChoice: (_s, a) => a.kind === 'trump',
  encodeAction: (s, a): DecisionLine | null =>
    a.kind === 'bid'
      ? { type: 'call', deal: s.deal, seat: 1, call: 'bid', rung: a.rung }
      : a.kind === 'discard'
        ? { type: 'exchange', deal: s.deal, seat: 1, from: 'skat', gave: [...a.cards], got: [] }
        : a.kind === 'trump'
          ? { type: 'call', deal: s.deal, seat: 1, call: 'trump' }
          : a.kind === 'answer'
            ? { type: 'call', deal: s.deal, seat: SECRET_SEAT, call: a.counter ? 'counter' : 'no' }
            : a.kind === 'play'
              ? { type: 'play', deal: s.deal, seat: s.toAct, card: a.card }
              : null,
  decodeLine(s, line) {
    if (line.type === 'deal') return ok([{ kind: 'deal', hands: line.hands }]);
    if (line.type === 'call' && line.call === 'bid') return ok([{ kind: 'bid', rung: Number(line['rung']) }]);
    if (line.type === 'call' && line.call === 'trump') return ok([{ kind: 'trump' }]);
    if (line.type === 'call') return ok([{ kind: 'answer', counter: line.call === 'counter' }]);
    if (line.type === 'exchange' && s.phase === 'discard') return ok([{ kind: 'discard', cards: [...line.gave] }]);
    if (line.type === 'play') return ok([{ kind: 'play', card: line.card }]);
    void s;
    return ok([]);
  },
  actionKey: (a) =>
    a.kind === 'deal'
      ? `deal:${a.hands.join('|')}`
      : a.kind === 'answer'
        ? `answer:${a.counter}`
        : a.kind === 'play'
          ? `play:${a.card}`
          : a.kind === 'bid'
            ? `bid:${a.rung}`
            : a.kind === 'discard'
              ? `discard:${[...a.cards].sort().join(',')}`
              : 'trump',
  describeAction: (_s, a) =>
    a.kind === 'deal'
      ? 'deal'
      : a.kind === 'answer'
        ? a.counter
          ? 'counter'
          : 'no'
        : a.kind === 'play'
          ? a.card
          : a.kind === 'bid'
            ? RUNGS[a.rung]!
            : a.kind === 'discard'
              ? `lay away ${a.cards.join(' ')}`
              : 'trump',
  view(s, seat) {
    const secret = s.phase === 'ask';
    return {
      players: s.players,
      seat,
      dealNo: s.deal,
      dealsDone: s.history.length,
      dealer: s.variant === 'contract' && s.deal === 0 ? null : 0,
      // A careless game might name the secret decider here; the table must not show it.
      toAct: s.phase === 'over' || s.phase === 'deal' ? null : secret ? SECRET_SEAT : s.phase === 'play' ? s.toAct : 1,
      hand: seat === null ? null : [...s.hands[seat]!],
      handSizes: s.hands.map((h) => h.length),
      trumpSuit: null,
      balances: [...s.totals],
      trick: s.trick ? { index: s.tricks.length + 1, leader: s.trick.leader, seats: s.trick.seats, cards: s.trick.cards } : null,
      tricks: s.tricks,
      tricksWon: s.totals.map((_, i) => s.tricks.filter((t) => t.winner === i).length),
      lastDeal: s.history[s.history.length - 1] ?? null,
      history: s.history,
      result: s.result,
      counters: [{ label: 'pts', values: s.totals.map((_, i) => (seat === null && i === 1 ? null : 10 * i)) }],
      // Seat 0 is known to be on side 0; the viewer knows its own side; the rest is unknown.
      sides: s.totals.map((_, i) => (i === 0 ? 0 : i === seat ? (i <= 1 ? 0 : 1) : null)),
      out: s.totals.map((_, i) => i === active(s)),
      answering: secret,
      variant: s.variant,
      rounds: s.variant === 'contract' ? s.deals / DEALS_PER_GAME : s.deals,
      // Seat 1's hand, once it has bid, is shown to seat 0 alone.
      ...(s.variant === 'contract' && seat === 0 && s.phase !== 'deal' && s.phase !== 'bid' && s.phase !== 'over'
        ? { shown: [{ seat: 1, cards: [...s.hands[1]!] }] }
        : {}),
    };
  },
  audience(_s, line) {
    if (line.type === 'call' && line.call === 'no') return 'none';
    if (line.type === 'reveal') return [0];
    if (line.type === 'exchange') return [line.seat];
    return 'all';
  },
  balances: (s) => [...s.totals],
  returns: (s) => s.totals.map((t) => -t),
  cardOrder: () => SEAM_ORDER,
  dealNumber: (s) => s.deal,
  result: (s) => s.result,
  quit(s, log) {
    const least = Math.min(...s.totals);
    const result: MatchResult = { totals: [...s.totals], winners: s.totals.flatMap((t, i) => (t === least ? [i] : [])), reason: 'quit' };
    log?.push({ type: 'end', totals: [...result.totals], winners: [...result.winners], reason: 'quit' });
    return { ...s, phase: 'over', result };
  },
  rulesText: () => 'Seams rules.',
};

export const seamsUi: GameUi<SeamView, SeamAction> = {
  title: () => 'Seams',
  rules: () => 'Seams rules.',
  dealsTarget: (v) => (v.variant === 'contract' ? v.rounds * DEALS_PER_GAME : 0),
  progress: (v, dealNo) =>
    v.variant === 'contract' && dealNo > 0
      ? [`game ${Math.ceil(dealNo / DEALS_PER_GAME)} of ${v.rounds}`, `deal ${dealNo}`]
      : dealNo > 0
        ? [`deal ${dealNo}`]
        : [],
  unit: 'fine units',
  look: (_v, deck, ascii) => ({ style: deck ?? 'french', ascii }),
  clockwise: () => true,
  seatRoles: (v, seat) => (seat === v.dealer ? ['dealer'] : []),
  seatStatus: () => null,
  seatOut: (v, seat) => v.out?.[seat] ?? false,
  phaseLine: (v) => (v.answering ? 'answering' : 'play'),
  prompt(v, legal): Prompt<SeamAction> {
    if (legal[0]?.kind === 'bid') {
      return {
        kind: 'ladder',
        question: 'Your bid',
        rungs: legal.map((a) => ({
          label: a.kind === 'bid' ? RUNGS[a.rung]! : '',
          ...(a.kind === 'bid' && RUNGS[a.rung] === 'pass' ? { key: 'p' } : {}),
          action: a,
        })),
        initial: legal.length - 1,
      };
    }
    if (legal[0]?.kind === 'discard') {
      return {
        kind: 'cards',
        question: 'Lay two cards away',
        playable: (v.hand ?? []).map((card) => ({ card, action: legal[0]! })),
        pick: {
          count: 2,
          actionFor: (cards) => legal.find((a) => a.kind === 'discard' && a.cards.every((c) => cards.includes(c))) ?? legal[0]!,
        },
      };
    }
    if (legal[0]?.kind === 'answer') {
      return {
        kind: 'choice',
        question: 'Counter?',
        options: legal.map((a) => ({
          label: a.kind === 'answer' && a.counter ? 'Counter' : 'No',
          key: a.kind === 'answer' && a.counter ? 'c' : 'n',
          action: a,
        })),
      };
    }
    void v;
    return {
      kind: 'cards',
      question: 'Your turn: play a card',
      playable: legal.flatMap((a) => (a.kind === 'play' ? [{ card: a.card, action: a }] : [])),
    };
  },
  logLine(_v, line, names) {
    if (line.type === 'call') return `${names[line.seat]} says ${line.call}.`;
    if (line.type === 'reveal') return `${names[line.seat ?? 0]} shows ${line.card}.`;
    if (line.type === 'trick') return `${names[line.winner]} wins trick ${line.index}.`;
    if (line.type === 'deal') return `Deal ${line.deal}.`;
    return null;
  },
  note: (t) => t,
  sideLabel: (_v, side) => (side === 0 ? 'Queens' : 'Opponents'),
  subUnit: () => ({ name: 'pints', per: 16 }),
  Centre: () => null,
};

/** Plays the seams game from its start: chance by `seed`, decisions by `choose` (first legal), until `until`. */
export function playSeams(
  table: { readonly variant: string; readonly players: number; readonly rounds?: number; readonly seed: string },
  until: (s: SeamState) => boolean,
  choose = (l: SeamAction[]): SeamAction => l[0]!,
): SeamState {
  const rng = Rng.fromSeed(table.seed);
  const rounds = table.rounds ?? 2;
  let s = seams.setup({ variant: table.variant, players: table.players, options: { players: table.players, rounds } });
  for (let i = 0; i < 1000 && !until(s); i++) {
    const t = seams.turn(s);
    if (t.kind === 'over') break;
    s = seams.apply(s, t.kind === 'chance' ? seams.drawChance(s, rng) : choose(seams.legalActions(s)));
  }
  if (!until(s)) throw new Error('never reached');
  return s;
}
