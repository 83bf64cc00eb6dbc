import type { Card, Rank } from '../../core/cards.js';
import { makePack } from '../../core/packs.js';

/** Lupfen's 20-card pack: Ace/Sow, Banner, King, Ober, Unter in four suits (rules R2). */
export const LUPFEN_RANKS: readonly Rank[] = ['A', 'T', 'K', 'Q', 'J'];
export const LUPFEN_PACK: readonly Card[] = Object.freeze(makePack({ ranks: LUPFEN_RANKS }));
