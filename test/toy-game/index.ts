// The Toy Trick game module: the Game interface over the pure rules in rules.ts.
import type { Game } from '../../src/contract/game.js';
import { suitCardOrder } from '../../src/core/trick.js';
import { defineGame } from '../../src/games/define.js';
import * as codec from './codec.js';
import { resolveToyTrickOptions, TOY_TRICK_VARIANTS } from './options.js';
import * as rules from './rules.js';
import { TOY_TRICK_ORDER } from './rules.js';
import * as text from './text.js';
import type { ToyTrickAction, ToyTrickState, ToyTrickView } from './types.js';
import { toyTrickView } from './view.js';

export const toyTrick: Game<ToyTrickState, ToyTrickAction, ToyTrickView> = defineGame<ToyTrickState, ToyTrickAction, ToyTrickView>({
  about: { id: 'toytrick', name: 'Toy Trick', unit: 'points' },
  // Every seat's tricks score for itself: the points of a deal add up, the match's do not stay constant.
  utility: 'general-sum',
  endReasons: ['deals', 'quit'],
  variants: TOY_TRICK_VARIANTS,
  defaultVariant: 'plain',
  resolveOptions: resolveToyTrickOptions,
  rules,
  codec,
  text,
  view: toyTrickView,
  cardOrder: (view) => suitCardOrder(view.trumpSuit, TOY_TRICK_ORDER),
});
