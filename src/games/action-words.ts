// How a game words one of its actions, said once in the game's own words module (action-words.ts beside
// its rules) so the engine's messages, the prompt, the hint and the log cannot drift apart. The
// module holds no UI: the engine loads it without Ink.

export interface ActionWords {
  /** The short name: the engine's messages ("Keep is not legal…"), a pick the prompt has no option for. */
  readonly label: string;
  /** The prompt option where it says more than the label ("Keep my cards", "Play (pay 3)"). */
  readonly prompt?: string;
  /** The letter that picks it in a prompt; absent: the prompt numbers it. */
  readonly key?: string;
  /** What a log sentence says the seat did ("keeps the cards"); null: the log says nothing of it. */
  readonly said?: string | null;
}

/** The prompt's words for an action: its longer label where it has one. */
export function promptLabel(w: ActionWords): string {
  return w.prompt ?? w.label;
}

/** The words for the chance steps every game has: who deals first, and the deal. */
export function chanceWords(a: { readonly kind: 'first-dealer'; readonly seat: number } | { readonly kind: 'deal' }): ActionWords {
  return a.kind === 'first-dealer' ? { label: `Seat ${a.seat} deals first` } : { label: 'Deal' };
}
