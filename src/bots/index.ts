// Every seat kind `--seats` can name. Each bot module exports its SeatKind; list it here.
import { registerSeatKind } from './agent.js';
import { randomKind } from './random.js';

registerSeatKind(randomKind);

export { findSeatKind, seatKinds } from './agent.js';
