// Why a bot chose what it did, in words (Agent.explain gives the reason and the figures). Two
// audiences: the table, where the other players must learn nothing of the bot's hand, and the
// review, where every hand is face up anyway. A reason never names a card; a rule of thumb's
// hand-specific `detail` and the figures of moves the bot did not take would (its legal moves are
// its cards), so only the review shows them.
import { signed } from '../core/text.js';
import type { Explanation, WhyValue } from './agent.js';
import type { CoachMeasure } from './hint.js';

export interface WhyWords<A> {
  /** What the figures measure (coachMeasure). */
  readonly measure: CoachMeasure;
  /** The game's unit, "chips". */
  readonly unit: string;
  /** An action as the game names it. */
  readonly label: (action: A) => string;
  /** Same action (the game's actionKey). */
  readonly same: (a: A, b: A) => boolean;
  /** "−" on a screen that has it. */
  readonly minus?: string;
}

function figure(v: WhyValue<unknown>, measure: CoachMeasure): number {
  return measure === 'lead' ? v.lead : v.value;
}

/** The search's finite figures, best first. */
function ranked<A>(e: Explanation<A>, measure: CoachMeasure): WhyValue<A>[] {
  return (e.values ?? []).filter((v) => Number.isFinite(figure(v, measure))).sort((a, b) => figure(b, measure) - figure(a, measure));
}

function unitOf(w: Pick<WhyWords<unknown>, 'measure' | 'unit'>): string {
  return w.measure === 'lead' ? `${w.unit} of lead` : w.unit;
}

/**
 * For the table: the reason, and of a search only the figure of the move taken: "its search of 48
 * sampled deals valued it highest: +1.2 chips". Not the other moves, nor how many there were: the
 * bot's legal moves are its cards (how many it holds of the suit led).
 */
export function whyAtTable<A>(e: Explanation<A>, w: WhyWords<A>): string {
  const taken = ranked(e, w.measure).find((v) => w.same(v.action, e.action));
  if (!taken) return e.reason;
  return `${e.reason}: ${signed(figure(taken, w.measure), 1, w.minus ?? '-')} ${unitOf(w)}`;
}

/** For the review: the reason with its detail, and a search's figures for its best moves by name. */
export function whyInReview<A>(e: Explanation<A>, w: WhyWords<A>, top = 3): string {
  const all = ranked(e, w.measure);
  const head = e.detail ? `${e.reason} — ${e.detail}` : e.reason;
  if (all.length === 0) return head;
  const shown = all.slice(0, top).map((v) => `${w.label(v.action)} ${signed(figure(v, w.measure), 1, w.minus ?? '-')}`);
  const more = all.length > top ? ` · ${all.length - top} more` : '';
  return `${head}: ${shown.join(' · ')}${more} ${unitOf(w)}`;
}
