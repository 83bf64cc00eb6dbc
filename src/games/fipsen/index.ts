// The Fipsen game module: the Game interface over the shared flow (rules.ts) and its variants.
import type { GameLine } from '../../core/history-lines.js';
import { suitCardOrder } from '../../core/trick.js';
import type { Game, LineAudience } from '../../contract/game.js';
import { defineGame } from '../define.js';
import * as codec from './codec.js';
import { fipsenFast } from './solver-position.js';
import { resolveFipsenOptions } from './options.js';
import { FIPSEN_RANKS } from './pack.js';
import * as rules from './rules.js';
import * as text from './rules-text.js';
import type { FipsenAction, FipsenState, FipsenView } from './types.js';
import { FIPSEN_VARIANTS, variantOf } from './variants.js';
import { fipsenView } from './view.js';

export type { FipsenAction, FipsenState, FipsenView } from './types.js';

/**
 * Who may read a line: a Kieker's original hand only the seats his variant shows it to (P-R7), a
 * discard (face down) only the declarer; a pick-up's cards only him too.
 */
export function audience(s: FipsenState, line: GameLine): LineAudience {
  // A hand revealed by an auction call is the Kieker's proof (a Siebener Fips comes in other phases).
  if (line.type === 'reveal' && line.what === 'hand' && s.phase === 'auction' && line.seat !== undefined) {
    return variantOf(s.variant).kiekerAudience({ ...s, contract: { declarer: line.seat, bid: { kind: 'kieker' }, selfNamed: true } });
  }
  // Keeping the trump seven is silent at a table: showing it would name the seven's holder (T-R5).
  if (line.type === 'call' && line.call === 'keep' && s.phase === 'swap') return 'none';
  // Thedinghausen's Ace exchange is done face up (T-R5); a pick-up or discard only its seat sees.
  if (line.type === 'exchange') return line.from === 'turnup' ? 'all' : [line.seat];
  return 'all';
}

export const fipsen: Game<FipsenState, FipsenAction, FipsenView> = defineGame<FipsenState, FipsenAction, FipsenView>({
  about: { id: 'fipsen', name: 'Fipsen', unit: 'points' },
  // Only the declarer (Prisdorf, the Mecklenburg games) or one side (Großenaspe) adds or loses
  // points; Thedinghausen's cents go round a prize that is paid out when a game is won.
  utility: 'general-sum',
  // Thedinghausen's session ends when its last game is won (T-R10).
  endReasons: ['deals', 'target', 'quit'],
  variants: Object.values(FIPSEN_VARIANTS).map((v) => v.info),
  defaultVariant: 'prisdorf',
  resolveOptions: resolveFipsenOptions,
  rules,
  codec,
  text,
  view: fipsenView,
  audience,
  // A Fipsen player says he took the Skat, not that he took cards from a pile.
  takingPile: (from) => (from === 'skat' ? 'taking the Skat' : null),
  sides: (s) => {
    if (s.contract === null || (s.phase !== 'play' && s.phase !== 'stop')) return null;
    const d = s.contract.declarer;
    return [[d], s.inDeal.filter((x) => x !== d)];
  },
  cardOrder: (view) => suitCardOrder(view.trumpSuit, FIPSEN_RANKS),
  // P-R17, F-P9: a person may keep a Siebener Fips quiet; a bot announces it whenever it may.
  botRules: [
    {
      rule: 'R17',
      says: 'a bot always announces Siebener Fips',
      must: (_view, legal) => legal.find((a) => a.kind === 'siebener') ?? null,
    },
  ],
  fast: fipsenFast,
});
