// Every seat kind `--seats` can name. Each bot module exports its SeatKind; list it here.
import { findSeatKind, registerSeatKind, seatKinds } from './agent.js';
import { randomKind } from './random.js';
import { basicKind, easyKind, hardKind, normalKind, oracleKind, seerKind } from './levels.js';

registerSeatKind(randomKind);
registerSeatKind(easyKind);
registerSeatKind(basicKind);
registerSeatKind(normalKind);
registerSeatKind(hardKind);
registerSeatKind(oracleKind);
registerSeatKind(seerKind);

export { findSeatKind, seatKinds };

/** Which seat kinds a command accepts: the command line, sim and the menu each ask differently. */
export interface SeatKindFilter {
  /** `human` seats allowed (false for sim). */
  readonly allowHuman?: boolean;
  /** Oracle-style kinds that see the full state (sim only). */
  readonly allowSimOnly?: boolean;
}

/** The bot that fills seats nobody named: bot:basic where the game has bots, else bot:random. */
export function defaultBotKind(gameId: string): string {
  return acceptedSeatKinds({}, gameId.toLowerCase()).includes('bot:basic') ? 'bot:basic' : 'bot:random';
}

/** Seat kinds a user may name, for messages and `list`; `distinct` leaves out aliases (the menu). */
export function acceptedSeatKinds(policy: SeatKindFilter, gameId: string, distinct = false): string[] {
  const kinds = seatKinds()
    .filter((k) => (policy.allowSimOnly ? true : !k.simOnly))
    .filter((k) => !(distinct && k.aliasOf))
    .filter((k) => !k.games || k.games.includes(gameId))
    .map((k) => k.kind);
  return policy.allowHuman === false ? kinds : ['human', ...kinds];
}
