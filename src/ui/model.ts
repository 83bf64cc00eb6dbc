// What the table screen is given to draw. Built by the controller from views (never the full
// state): the viewer's view, public log lines, and what the screen is waiting for.
import type { Card } from '../core/cards.js';
import type { GameLine, SeatInfo } from '../core/history-lines.js';
import type { CardOrder } from '../core/trick.js';
import type { UtilityKind } from '../contract/game.js';
import type { CardLook, TableView } from '../contract/view.js';
import type { AnyGameUi, Prompt } from '../contract/table.js';
import type { DealShown, TrickShown } from './game-ui.js';

export type Pause =
  /** Hot-seat: every hand hidden until the next human confirms. */
  | { readonly kind: 'privacy'; readonly seat: number }
  /** A deal was settled; waits for a key. */
  | {
      readonly kind: 'deal-summary';
      readonly summary: DealShown;
      /** The deal's public lines from its first call to its settle: what the summary's reasons read. */
      readonly lines?: readonly GameLine[];
      /** A practice branch ends with this deal: Enter goes back. */
      readonly last?: boolean;
    }
  /**
   * A finished trick stays on the table: until a key when a person answers next (`waits`), else
   * until a key or a timeout.
   */
  | { readonly kind: 'trick'; readonly trick: TrickShown; readonly waits?: boolean }
  | { readonly kind: 'match-end' }
  /**
   * Hot-seat, a secret turn (Game Turn.secret): `seat` was asked only formally and has nothing to
   * decide; the screen looks like every other asked player's turn until Enter.
   */
  | { readonly kind: 'formal'; readonly seat: number };

/**
 * `cardtable learn` ends at a deal's summary once cards were played in it: a deal thrown in
 * (everybody passed) taught the auction only, so the lesson deals again.
 */
export function lessonEnds(pause: Pause | null | undefined): boolean {
  return pause?.kind === 'deal-summary' && pause.summary.tricksWon.some((n) => n > 0);
}

export interface TableModel {
  /** The game's adapter: labels, markers, its centre panel. */
  readonly ui: AnyGameUi;
  readonly title: string;
  readonly seats: readonly SeatInfo[];
  readonly look: CardLook;
  /** The view drawn: the viewer's own (or, with nobody to show, any seat's public part). */
  readonly view: TableView;
  /** Whose hand is shown at the bottom; null when no hand may be shown. */
  readonly viewer: number | null;
  /** The seat drawn at the bottom of the table. */
  readonly bottom: number;
  /** Replay only: every seat's hand, each taken from that seat's own view. */
  readonly openHands?: readonly (readonly Card[] | null)[];
  readonly log: readonly string[];
  /**
   * How many lines of the viewer's log came before `log`'s first (the log only grows): a terminal
   * that prints it line by line reads its new lines off this, not off their words, which repeat.
   */
  readonly logStart?: number;
  /** `why`: the game's sentence on why this decision matters (GameUi.why), for `?` and learn. */
  readonly decision: { readonly seat: number; readonly prompt: Prompt<unknown>; readonly why?: string } | null;
  readonly pause: Pause | null;
  /** The last finished trick of the match so far (for `t`). */
  readonly lastTrick: TrickShown | null;
  /** The deal `lastTrick` was played in (absent: not known). */
  readonly lastTrickDeal?: number | null;
  /** Replay: "line 12 of 80". */
  readonly progress?: string;
  /** Rules text for the help overlay. */
  readonly rules: string;
  /** How the viewer's hand sorts and which cards are trumps (game.cardOrder of the view). */
  readonly order?: CardOrder;
  /** The match so far as each seat values it (game.returns), higher is better: standings order. */
  readonly returns?: readonly number[];
  /** What the returns mean; a 'fines' game shows its totals unsigned and ranks the fewest first. */
  readonly utility?: UtilityKind;
  /**
   * The deal's pack, sorted (its make-up is public; who holds what is not in it): what the card
   * tracker counts the unseen cards from. Absent before the first deal and in replay.
   */
  readonly pack?: readonly Card[];
  /** Cards of the deal's reveal lines the viewer may read (a turned trump): seen, for the tracker. */
  readonly faceUp?: readonly Card[];
  /**
   * Replay: the seat the card tracker follows (replay-tracker.ts), its own view of this line and
   * how it sorts its cards; absent: the tracker counts from `view`, the viewer's.
   */
  readonly tracker?: { readonly seat: number; readonly view: TableView; readonly order: CardOrder };
  /** A secret turn is being decided: no seat is named or marked as the one deciding. */
  readonly answering?: boolean;
  /** At the human's question: `u` can take back its last decision now (the footer offers it). */
  readonly undoable?: boolean;
  /** One line for the prompt's second line: why a key did nothing (e.g. `u` with nothing to undo). */
  readonly notice?: string;
  /** A deal summary offers its review (`r`): a practice match with a search and a history. */
  readonly reviewable?: boolean;
  /** The review offers "play it again" (`p`): the branch can be recorded. */
  readonly branchable?: boolean;
  /** Why the last bot that moved chose its move, in words fit for the whole table (`g`); absent before any bot moved. */
  readonly botWhy?: BotWhy;
  /** A table where bots' reasons are never shown (a joined one): what `g` says instead, in one line. */
  readonly botWhyAway?: string;
}

/** A bot's reason for its last move, from its own view at that decision (Agent.explain, whyAtTable). */
export interface BotWhy {
  readonly seat: number;
  readonly deal: number;
  readonly text: string;
}

/** Whose move a BotWhy explains: "Why Ben (bot:normal) made its last move, in deal 2". */
export function botWhyTitle(why: BotWhy, seats: readonly SeatInfo[]): string {
  const s = seats[why.seat];
  const level = s?.level ? ` (bot:${s.level})` : '';
  return `Why ${s?.name ?? `Seat ${why.seat + 1}`}${level} made its last move, in deal ${why.deal}`;
}
