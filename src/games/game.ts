// The interface every game module implements, and the two helpers every caller of it shares. The
// types live in src/contract.ts (one leaf module every layer may read); this is their old home,
// kept so that `../games/game.js` still names them.
import type { DecisionLine, Game, Seat } from '../contract.js';

export type {
  AnyGame,
  BotRule,
  CardLook,
  CardOrder,
  Counter,
  DealProgress,
  DealSummary,
  DecisionLine,
  Erased,
  FastPath,
  FastWork,
  Game,
  LineAudience,
  MatchConfig,
  MatchResult,
  OptionSpec,
  OptionValue,
  Options,
  Result,
  Seat,
  ShownCards,
  TableView,
  Turn,
  UtilityKind,
  Variant,
  VariantInfo,
} from '../contract.js';

/**
 * A decision the match loop does not ask for because it is the only choice: the action, and the
 * line that records it when the game writes it (`line` null: applied unwritten). Null: the seat is
 * asked. A lone call (or unrecorded action) is applied; a lone card is still asked, so a forced
 * last card needs its own Enter like any other. The match loop, the table and replay all ask here.
 */
export function onlyChoice<S, A>(
  game: Pick<Game<S, A, unknown>, 'legalActions' | 'encodeAction' | 'writeOnlyChoice'>,
  state: S,
  legal: readonly A[] = game.legalActions(state),
): { readonly action: A; readonly line: DecisionLine | null; readonly encoded: DecisionLine | null } | null {
  if (legal.length !== 1) return null;
  const action = legal[0]!;
  const encoded = game.encodeAction(state, action);
  if (encoded !== null && encoded.type !== 'call') return null;
  const line = encoded !== null && game.writeOnlyChoice?.(state, action) === true ? encoded : null;
  return { action, line, encoded };
}

/** What `variant`'s amounts count: its own unit where it has one (Thedinghausen: cents), else the game's. */
export function unitOfVariant(game: Pick<Game<unknown, unknown, unknown>, 'unit' | 'variants'>, variant: string): string {
  return game.variants.find((v) => v.id === variant)?.unit ?? game.unit;
}

/** The seat of a view that belongs to a player (bots, prompts); a spectator view has none. */
export function viewerOf(view: { readonly seat: Seat | null }): Seat {
  if (view.seat === null) throw new Error('a spectator view has no seat');
  return view.seat;
}
