// Every seat kind `--seats` can name. Each bot module exports its SeatKind; list it here.
import type { GameEntry } from '../contract/entry.js';
import { findSeatKind, registerSeatKind, seatKinds, type SeatKind } from './agent.js';
import { randomKind } from './random.js';
import { basicKind, easyKind, hardKind, inferringKind, normalKind, oracleKind, plainKind, seerKind } from './levels.js';

registerSeatKind(randomKind);
registerSeatKind(easyKind);
registerSeatKind(basicKind);
registerSeatKind(normalKind);
registerSeatKind(hardKind);
registerSeatKind(oracleKind);
registerSeatKind(seerKind);
registerSeatKind(inferringKind);
registerSeatKind(plainKind);

export { findSeatKind, seatKinds };

/** Which seat kinds a command accepts: the command line, sim and the menu each ask differently. */
export interface SeatKindFilter {
  /** `human` seats allowed (false for sim). */
  readonly allowHuman?: boolean;
  /** Oracle-style kinds that see the full state (sim only). */
  readonly allowSimOnly?: boolean;
}

/** The bot that fills seats nobody named: bot:basic where the game has bots (its entry's GameBots), else bot:random. */
export function defaultBotKind(hasBots: boolean): string {
  return acceptedSeatKinds({}, hasBots).includes('bot:basic') ? 'bot:basic' : 'bot:random';
}

/** Seat kinds a user may name for a game with or without bots, for messages and `list`; `distinct` leaves out aliases (the menu). */
export function acceptedSeatKinds(policy: SeatKindFilter, hasBots: boolean, distinct = false): string[] {
  const kinds = seatKinds()
    .filter((k) => (policy.allowSimOnly ? true : !k.simOnly))
    .filter((k) => !(distinct && k.aliasOf))
    .filter((k) => hasBots || !k.needsBots)
    .map((k) => k.kind);
  return policy.allowHuman === false ? kinds : ['human', ...kinds];
}

/** Ids of the playable `games` a seat kind can play: all of them, or those with bots where it needs them. */
export function gamesOfKind(kind: SeatKind, games: readonly GameEntry[]): string[] {
  return games.filter((g) => g.game && (g.bots || !kind.needsBots)).map((g) => g.id);
}

/**
 * A seat kind's summary for `list` and the menu, with each of `games`' own words where the kind
 * takes them: "the game's own rules of thumb (Lupfen: …; Kloepper: …)".
 */
export function seatKindSummary(kind: SeatKind, games: readonly GameEntry[]): string {
  const words = kind.eachGame;
  if (!words) return kind.summary;
  const each = games.flatMap((g) => {
    const w = g.game && g.bots ? words(g.bots) : undefined;
    return w ? [`${g.name}: ${w}`] : [];
  });
  return `${kind.summary}${each.length > 0 ? ` (${each.join('; ')})` : ''}`;
}
