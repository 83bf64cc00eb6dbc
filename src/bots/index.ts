// Every seat kind `--seats` can name. Each bot module exports its SeatKind; list it here.
import { registerSeatKind } from './agent.js';
import { randomKind } from './random.js';
import { basicKind, easyKind, hardKind, normalKind, oracleKind, seerKind } from './levels.js';

registerSeatKind(randomKind);
registerSeatKind(easyKind);
registerSeatKind(basicKind);
registerSeatKind(normalKind);
registerSeatKind(hardKind);
registerSeatKind(oracleKind);
registerSeatKind(seerKind);

export { findSeatKind, seatKinds } from './agent.js';
