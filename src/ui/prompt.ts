// What a decision looks like on screen, independent of the game: pick a card, pick one of a few
// calls (each with a key), or choose an amount. Games turn their legal actions into one of these.
import type { Card } from '../core/cards.js';

export interface ChoiceOption<A> {
  readonly label: string;
  /** The letter that picks it; digits 1… always work too. Never one of the table keys (s t q ?). */
  readonly key: string;
  readonly action: A;
}

export type Prompt<A> =
  | {
      readonly kind: 'cards';
      readonly question: string;
      readonly hint?: string;
      readonly playable: readonly { card: Card; action: A }[];
      /**
       * Calls offered in the same decision as the card, each on its own key (Tøppen's and
       * Kloepper's `k` knock before the card); pressing the key makes that call.
       */
      readonly calls?: readonly ChoiceOption<A>[];
    }
  | { readonly kind: 'choice'; readonly question: string; readonly hint?: string; readonly options: readonly ChoiceOption<A>[] }
  | {
      readonly kind: 'amount';
      readonly question: string;
      readonly hint?: string;
      readonly min: number;
      readonly max: number;
      readonly initial: number;
      readonly actionFor: (amount: number) => A;
      /** How an amount is named outside the prompt (hints), e.g. "Price 4"; default: the number. */
      readonly label?: (amount: number) => string;
    };

/** Keys the table itself uses; calls must not take them. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['s', 't', 'q', '?', 'h']);

/** The selection state of a prompt, kept by the screen (not by the game or the engine). */
export interface Selection {
  /** Index into the sorted hand (cards), into options (choice), or the amount itself (amount). */
  readonly index: number;
  /** Digits typed for an amount, so "1" then "0" gives 10. */
  readonly typed: string;
}

export type KeyName = 'left' | 'right' | 'up' | 'down' | 'enter' | 'space' | 'escape' | 'backspace';

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
  const { input, key } = press;
  switch (prompt.kind) {
    case 'cards': {
      const n = hand.length;
      const call = prompt.calls?.find((o) => o.key === input.toLowerCase());
      if (call) return { act: call.action };
      if (n === 0) return null;
      if (key === 'left') return { select: { index: (sel.index - 1 + n) % n, typed: '' } };
      if (key === 'right') return { select: { index: (sel.index + 1) % n, typed: '' } };
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
    case 'choice': {
      const n = prompt.options.length;
      if (key === 'left' || key === 'up') return { select: { index: (sel.index - 1 + n) % n, typed: '' } };
      if (key === 'right' || key === 'down') return { select: { index: (sel.index + 1) % n, typed: '' } };
      if (key === 'enter' || key === 'space' || input === ' ') {
        const opt = prompt.options[sel.index];
        return opt ? { act: opt.action } : null;
      }
      if (/^[1-9]$/.test(input)) {
        const opt = prompt.options[Number(input) - 1];
        return opt ? { act: opt.action } : null;
      }
      const lower = input.toLowerCase();
      const opt = prompt.options.find((o) => o.key === lower);
      return opt ? { act: opt.action } : null;
    }
    case 'amount': {
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
  }
}

export function initialSelection<A>(prompt: Prompt<A>, hand: readonly Card[]): Selection {
  switch (prompt.kind) {
    case 'cards': {
      const first = hand.findIndex((c) => prompt.playable.some((p) => p.card === c));
      return { index: Math.max(0, first), typed: '' };
    }
    case 'choice':
      return { index: 0, typed: '' };
    case 'amount':
      return { index: prompt.initial, typed: '' };
  }
}
