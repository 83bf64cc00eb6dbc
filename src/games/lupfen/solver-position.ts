// Lupfen's fast path (see ../solver-position.ts): the card play of a deal on one mutable working copy, for
// the solver. Cards are bits of one 32-bit mask (20 cards: bit = suit * 5 + rank, rank 0 = the
// Ace, so a lower bit is a stronger card of its suit); an action code is the card's bit number.
// It follows rules.ts exactly, settlement included (test/games/lupfen/solver-position.test.ts plays random
// deals through both and compares every legal set and every outcome).
import type { Card } from '../../core/cards.js';
import { LUPFEN_RANKS } from './pack.js';
import { shareOut } from '../../core/pot.js';
import { TrickWork, cardIndex, trickLayout } from '../solver-position.js';
import type { FastPath, FastWork } from '../../contract/search.js';
import { TABLE_LIMIT } from './rules.js';
import type { LupfenAction, LupfenState } from './types.js';
import type { LupfenVariant } from './variant.js';
import { lupfenVariant } from './variants.js';

const LAYOUT = trickLayout({ game: 'lupfen', ranks: LUPFEN_RANKS, maxSeats: 8, tricks: 3, extraKeys: 0, seeds: [0x2545f491, 0x6c8e9cf5] });
const TRICKS = LAYOUT.tricks;
/** Cards in a hand during the play (three, an exchanged hand too). */
const HAND = TRICKS;
const PLAY: readonly LupfenAction[] = LAYOUT.plays;

/** The index of a card in the fast path's card space. */
export function lupfenCardIndex(card: Card): number {
  return cardIndex(LAYOUT, card);
}

export class LupfenWork extends TrickWork implements FastWork<LupfenState, LupfenAction> {
  readonly maxActions = 3;

  private mustTrump = false;
  // The loaded state, kept for settling: rules.ts settles from it and the tricks won.
  private state: LupfenState | null = null;
  private variant: LupfenVariant | null = null;
  private inMask = 0;
  private readonly final = new Float64Array(LAYOUT.maxSeats);
  private finalPot = 0;
  private settled = false;

  constructor() {
    super(LAYOUT, 0);
  }

  load(s: LupfenState): boolean {
    if (s.phase !== 'play' || s.trick === null || s.trumpCard === null) return false;
    const n = s.n;
    this.state = s;
    this.players = n;
    this.ply = 0;
    this.trump = LAYOUT.suitAt[s.trumpCard.charCodeAt(1)]!;
    // One working copy loads the deals of one match: look the variant up when it changes only.
    if (this.variant?.id !== s.variant) this.variant = lupfenVariant(s.variant);
    this.mustTrump = this.variant.mustTrump;
    this.inMask = 0;
    this.active = 0;
    for (let x = 0; x < n; x++) {
      if (s.status[x] === 'in') {
        this.inMask |= 1 << x;
        this.active++;
      }
    }
    this.lo = 0;
    this.hi = 0;
    for (let x = 0; x < n; x++) {
      const hand = s.hands[x]!;
      if (hand.length > HAND) return false;
      this.loadHand(x, hand);
      this.won[x] = s.tricksWon[x]!;
      // The next active seat after x, as rules.ts's nextActive.
      let nx = x;
      for (let k = 1; k <= n; k++) {
        const y = (x + k) % n;
        if (s.status[y] === 'in') {
          nx = y;
          break;
        }
      }
      this.next[x] = nx;
    }
    this.hashWon();
    this.tricksDone = s.tricks.length;
    this.loadTrick(s.trick.cards, s.trick.seats);
    this.enterTurn(s.pending[0]!);
    this.settled = false;
    return true;
  }

  legal(out: Int32Array): number {
    const hand = this.hands[this.turn]!;
    let allowed = hand;
    if (this.trickLen > 0) {
      const follow = hand & LAYOUT.suitMask[this.ledSuit()]!;
      if (follow !== 0) allowed = follow;
      else if (this.mustTrump) {
        const trumps = hand & LAYOUT.suitMask[this.trump]!;
        if (trumps !== 0) allowed = trumps;
      }
    }
    return this.listInOrder(allowed, out);
  }

  apply(code: number): void {
    const winner = this.playCard(code);
    if (winner >= 0) this.enterTurn(this.tricksDone === TRICKS ? -1 : winner);
    this.settled = false;
  }

  undo(): void {
    if (this.ply === 0) throw new Error('lupfen fast path: nothing to undo');
    // Every move is a card.
    this.takeBack(this.popMove());
    this.settled = false;
  }

  balances(out: Float64Array): void {
    if (this.turn < 0) {
      this.settle();
      for (let x = 0; x < this.players; x++) out[x] = this.final[x]!;
      return;
    }
    const b = this.state!.balances;
    for (let x = 0; x < this.players; x++) out[x] = b[x]!;
  }

  returns(out: Float64Array): void {
    this.balances(out);
    const pot = this.turn < 0 ? this.finalPot : this.state!.pot;
    const n = this.players;
    for (let x = 0; x < n; x++) out[x]! += pot / n;
  }

  /**
   * The balances and pot once the deal is settled, as rules.ts leaves them: the trick payouts and
   * penalties (R14 / R11), then either the end of the match (leftovers shared out) or the next
   * deal's antes and dealer's stake, which rules.ts pays in the same step.
   */
  private settle(): void {
    if (this.settled) return;
    const s = this.state!;
    const v = this.variant!;
    const n = this.players;
    const b = this.final;
    for (let x = 0; x < n; x++) b[x] = s.balances[x]!;
    const P = s.pot;
    let pot = P;
    const share = Math.floor(P / 3);
    const remainder = P - 3 * share;
    for (let x = 0; x < n; x++) {
      if ((this.inMask >> x) & 1) {
        b[x]! += share * this.won[x]!;
        pot -= share * this.won[x]!;
      }
    }
    if (v.remainderToLifter) {
      b[s.lifter!]! += remainder;
      pot -= remainder;
    }
    const penalty = v.fine(s, P);
    for (let x = 0; x < n; x++) {
      if ((this.inMask >> x) & 1 && this.won[x] === 0) {
        b[x]! -= penalty;
        pot += penalty;
      }
    }
    if (this.matchEnds(pot, s.dealsDone + 1)) {
      if (pot > 0) {
        const back = shareOut(pot, n, (s.dealer + 1) % n);
        for (let x = 0; x < n; x++) b[x]! += back[x]!;
        pot = 0;
      }
    } else {
      const dealer = (s.dealer + 1) % n;
      if (v.dealKind(pot) !== 'lupfen') {
        for (let x = 0; x < n; x++) b[x]! -= s.opts.ante;
        pot += n * s.opts.ante;
      }
      const stake = v.dealerStake(s.opts);
      if (stake > 0) {
        b[dealer]! -= stake;
        pot += stake;
      }
    }
    this.finalPot = pot;
    this.settled = true;
  }

  /** rules.ts's matchEnd after the deal is settled. */
  private matchEnds(pot: number, dealsDone: number): boolean {
    const s = this.state!;
    if (pot >= TABLE_LIMIT) return true;
    for (let x = 0; x < this.players; x++) if (Math.abs(this.final[x]!) >= TABLE_LIMIT) return true;
    const target = s.opts.deals;
    if (target === 0 || dealsDone < target) return false;
    return this.variant!.endAfterTarget(pot, dealsDone, target) !== null;
  }

  actionOf(code: number): LupfenAction {
    return PLAY[code]!;
  }

  codeOf(action: LupfenAction): number {
    return action.kind === 'play' ? lupfenCardIndex(action.card) : -1;
  }
}

export const lupfenFast: FastPath<LupfenState, LupfenAction> = {
  create: () => new LupfenWork(),
};
