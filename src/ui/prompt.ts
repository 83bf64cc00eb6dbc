// What a decision looks like on screen, independent of the game: pick a card, pick one of a few
// calls (each with a key), or choose an amount. Games turn their legal actions into one of these.
import type { Card } from '../core/cards.js';
import type { LadderRung, Prompt } from '../contract/table.js';

/** Rungs PgUp/PgDn move by. */
export const LADDER_PAGE = 5;

/**
 * Keys the table itself uses at a decision; calls must not take them. Where a call's word starts
 * with one, the call gets another letter (clubs `l`, not `c`), the same in every game.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['s', 't', 'q', '?', 'h', 'c', 'u', 'g']);

/**
 * The option a prompt selects at first, so a stray Enter confirms it: the one marked `safe`, the
 * call that stakes nothing more than standing still — no bid, no raise of the stake (no lift,
 * Kontra, knock), no cards given up or taken (keep, look, no Dutt), and where folding costs a sure
 * fine, the fold rather than the gamble. A prompt where every answer commits alike (name trump,
 * call an ace) marks none and selects its `initial`, or its first.
 */
function firstSelected(options: readonly { readonly safe?: boolean }[], initial: number | undefined): number {
  const safe = options.findIndex((o) => o.safe === true);
  return safe >= 0 ? safe : (initial ?? 0);
}

/** The selection state of a prompt, kept by the screen (not by the game or the engine). */
export interface Selection {
  /** Index into the sorted hand (cards), into options (choice), or the amount itself (amount). */
  readonly index: number;
  /** Digits typed for an amount, so "1" then "0" gives 10. */
  readonly typed: string;
  /** A `pick` card prompt: the indices (into the shown hand) marked so far. */
  readonly chosen?: readonly number[];
}

export type KeyName =
  'left' | 'right' | 'up' | 'down' | 'enter' | 'space' | 'escape' | 'backspace' | 'pageup' | 'pagedown' | 'home' | 'end';

export interface KeyPress {
  readonly input: string;
  readonly key?: KeyName;
}

export type KeyOutcome<A> = { readonly select: Selection } | { readonly act: A } | null;

/**
 * Keys → actions for a prompt. `hand` is the hand as shown (sorted); for card prompts the
 * selection moves over the whole hand so the player sees every card, but only playable ones play.
 */
export function promptKey<A>(prompt: Prompt<A>, sel: Selection, press: KeyPress, hand: readonly Card[]): KeyOutcome<A> {
  switch (prompt.kind) {
    case 'cards':
      return cardsKey(prompt, sel, press, hand);
    case 'choice':
      return choiceKey(prompt.options, sel, press);
    case 'ladder':
      return ladderKey(prompt.rungs, sel, press);
    case 'amount':
      return amountKey(prompt, sel, press);
  }
}

type PromptOf<A, K extends Prompt<A>['kind']> = Extract<Prompt<A>, { kind: K }>;

/** A card prompt: ←/→ over the whole hand, a digit to a card, Enter or Space plays it; a call's letter makes the call. */
function cardsKey<A>(prompt: PromptOf<A, 'cards'>, sel: Selection, press: KeyPress, hand: readonly Card[]): KeyOutcome<A> {
  const { input, key } = press;
  const n = hand.length;
  const call = prompt.calls?.find((o) => o.key === input.toLowerCase());
  if (call) return { act: call.action };
  if (n === 0) return null;
  const chosen = sel.chosen ?? [];
  const keep = chosen.length > 0 ? { chosen } : {};
  if (key === 'left') return { select: { index: (sel.index - 1 + n) % n, typed: '', ...keep } };
  if (key === 'right') return { select: { index: (sel.index + 1) % n, typed: '', ...keep } };
  if (prompt.pick) return pickKey(prompt, prompt.pick, sel, press, hand);
  if (key === 'enter' || key === 'space' || input === ' ') {
    const card = hand[sel.index];
    const hit = prompt.playable.find((p) => p.card === card);
    return hit ? { act: hit.action } : null;
  }
  if (/^[1-9]$/.test(input)) {
    const i = Number(input) - 1;
    if (i < n) return { select: { index: i, typed: '' } };
  }
  return null;
}

/** Marking cards: Space marks or unmarks the card under the cursor, Enter acts once `count` are marked. */
function pickKey<A>(
  prompt: PromptOf<A, 'cards'>,
  pick: NonNullable<PromptOf<A, 'cards'>['pick']>,
  sel: Selection,
  press: KeyPress,
  hand: readonly Card[],
): KeyOutcome<A> {
  const { input, key } = press;
  const chosen = sel.chosen ?? [];
  const keep = chosen.length > 0 ? { chosen } : {};
  if (key === 'space' || input === ' ') {
    const card = hand[sel.index];
    if (chosen.includes(sel.index)) return { select: { ...sel, chosen: chosen.filter((i) => i !== sel.index) } };
    if (!prompt.playable.some((p) => p.card === card) || chosen.length >= pick.count) return null;
    return { select: { ...sel, chosen: [...chosen, sel.index].sort((a, b) => a - b) } };
  }
  if (key === 'enter') return chosen.length === pick.count ? { act: pick.actionFor(chosen.map((i) => hand[i]!)) } : null;
  if (/^[1-9]$/.test(input) && Number(input) <= hand.length) return { select: { index: Number(input) - 1, typed: '', ...keep } };
  return null;
}

/** A choice: arrows move, Enter or Space takes it, a digit or an option's letter takes that one. */
function choiceKey<A>(options: PromptOf<A, 'choice'>['options'], sel: Selection, press: KeyPress): KeyOutcome<A> {
  const { input, key } = press;
  const n = options.length;
  if (key === 'left' || key === 'up') return { select: { index: (sel.index - 1 + n) % n, typed: '' } };
  if (key === 'right' || key === 'down') return { select: { index: (sel.index + 1) % n, typed: '' } };
  if (key === 'enter' || key === 'space' || input === ' ') {
    const opt = options[sel.index];
    return opt ? { act: opt.action } : null;
  }
  if (/^[1-9]$/.test(input)) {
    const opt = options[Number(input) - 1];
    return opt ? { act: opt.action } : null;
  }
  const lower = input.toLowerCase();
  const opt = options.find((o) => o.key === lower);
  return opt ? { act: opt.action } : null;
}

/** An amount: arrows step within the limits, digits type it, Enter or Space takes it. */
function amountKey<A>(prompt: PromptOf<A, 'amount'>, sel: Selection, press: KeyPress): KeyOutcome<A> {
  const { input, key } = press;
  const clamp = (v: number): number => Math.min(prompt.max, Math.max(prompt.min, v));
  if (key === 'left' || key === 'down') return { select: { index: clamp(sel.index - 1), typed: '' } };
  if (key === 'right' || key === 'up') return { select: { index: clamp(sel.index + 1), typed: '' } };
  if (key === 'enter' || key === 'space' || input === ' ') return { act: prompt.actionFor(clamp(sel.index)) };
  if (key === 'backspace') {
    const typed = sel.typed.slice(0, -1);
    return { select: { index: typed ? clamp(Number(typed)) : sel.index, typed } };
  }
  if (/^[0-9]$/.test(input)) {
    // Keep appending while the number still fits the table's limits, else start again.
    let typed = sel.typed + input;
    if (Number(typed) > prompt.max) typed = input;
    const value = Number(typed);
    if (value >= prompt.min && value <= prompt.max) return { select: { index: value, typed } };
    return { select: { index: sel.index, typed } };
  }
  return null;
}

export function initialSelection<A>(prompt: Prompt<A>, hand: readonly Card[]): Selection {
  switch (prompt.kind) {
    case 'cards': {
      const first = hand.findIndex((c) => prompt.playable.some((p) => p.card === c));
      return { index: Math.max(0, first), typed: '' };
    }
    case 'choice':
      return { index: firstSelected(prompt.options, prompt.initial), typed: '' };
    case 'ladder':
      return { index: firstSelected(prompt.rungs, prompt.initial), typed: '' };
    case 'amount':
      return { index: prompt.initial, typed: '' };
  }
}

/** A rung's number as the player types it: 1-based, e.g. "12". */
export function rungNumber(index: number): string {
  return String(index + 1);
}

/**
 * A number typed digit by digit selects that rung ("1", then "2": the 12th); a digit that would
 * pass the last rung starts a new number. Enter confirms the selection.
 */
function ladderKey<A>(rungs: readonly LadderRung<A>[], sel: Selection, press: KeyPress): KeyOutcome<A> {
  const { input, key } = press;
  const n = rungs.length;
  if (n === 0) return null;
  const to = (index: number): KeyOutcome<A> => ({ select: { index: Math.min(n - 1, Math.max(0, index)), typed: '' } });
  if (key === 'left' || key === 'up') return { select: { index: (sel.index - 1 + n) % n, typed: '' } };
  if (key === 'right' || key === 'down') return { select: { index: (sel.index + 1) % n, typed: '' } };
  if (key === 'pageup') return to(sel.index - LADDER_PAGE);
  if (key === 'pagedown') return to(sel.index + LADDER_PAGE);
  if (key === 'home') return to(0);
  if (key === 'end') return to(n - 1);
  if (key === 'enter' || key === 'space' || input === ' ') {
    const rung = rungs[sel.index];
    return rung ? { act: rung.action } : null;
  }
  if (key === 'backspace') {
    const typed = sel.typed.slice(0, -1);
    return { select: { index: typed ? Math.min(n, Number(typed)) - 1 : sel.index, typed } };
  }
  if (/^[0-9]$/.test(input)) {
    let typed = sel.typed + input;
    if (Number(typed) > n) typed = input;
    const no = Number(typed);
    return no >= 1 ? { select: { index: no - 1, typed } } : { select: { index: sel.index, typed } };
  }
  const lower = input.toLowerCase();
  const rung = lower ? rungs.find((r) => r.key === lower) : undefined;
  return rung ? { act: rung.action } : null;
}

/** The keys a full-screen prompt answers to, for promptReach: every named key, digit and letter. */
const ALL_KEYS: readonly KeyPress[] = [
  ...(['left', 'right', 'up', 'down', 'enter', 'space', 'backspace', 'pageup', 'pagedown', 'home', 'end'] as const).map((key) => ({
    input: key === 'space' ? ' ' : '',
    key,
  })),
  ...'0123456789abcdefghijklmnopqrstuvwxyz'.split('').map((input) => ({ input })),
];

/**
 * Every action the keys of `prompt` can make, each with the shortest run of key presses from its
 * first selection (`actionKey` tells actions apart: a pick's are made afresh). Pure, so a test can
 * set it beside the engine's legal actions. Typed numbers longer than four digits are not tried.
 */
export function promptReach<A>(prompt: Prompt<A>, hand: readonly Card[], actionKey: (a: A) => string): Map<string, readonly KeyPress[]> {
  interface Node {
    readonly sel: Selection;
    readonly from: Node | null;
    readonly press: KeyPress | null;
  }
  const pathTo = (node: Node, last: KeyPress): KeyPress[] => {
    const keys = [last];
    for (let n: Node | null = node; n?.press; n = n.from) keys.unshift(n.press);
    return keys;
  };
  const id = (sel: Selection): string => `${sel.index}|${sel.typed}|${sel.chosen?.join(',') ?? ''}`;
  const out = new Map<string, readonly KeyPress[]>();
  const start: Node = { sel: initialSelection(prompt, hand), from: null, press: null };
  const seen = new Set<string>([id(start.sel)]);
  let frontier: Node[] = [start];
  while (frontier.length > 0) {
    const next: Node[] = [];
    for (const node of frontier)
      for (const press of ALL_KEYS) {
        const r = promptKey(prompt, node.sel, press, hand);
        if (!r) continue;
        if ('act' in r) {
          const k = actionKey(r.act);
          if (!out.has(k)) out.set(k, pathTo(node, press));
          continue;
        }
        const key = id(r.select);
        if (r.select.typed.length > 4 || seen.has(key)) continue;
        seen.add(key);
        next.push({ sel: r.select, from: node, press });
      }
    frontier = next;
  }
  return out;
}
