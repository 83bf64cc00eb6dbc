// The help panel: the keys of the screen it is opened on, then the rules, scrolled.
import { Text } from 'ink';
import type { AnyGameUi } from '../../../contract/table.js';
import { reflow } from '../../../core/text.js';
import { wrapLine } from '../../../core/wrap.js';
import { Frame } from './Frame.js';

/** The keys of the table, in the game's words (its amount, its unit). */
export function keyHelp(ui: Pick<AnyGameUi, 'unit' | 'amountWord' | 'hintMeasure'>, recorded = true): (readonly [string, string])[] {
  const keys: (readonly [string, string])[] = [
    ['←/→', 'choose a card or a call'],
    ['Enter / Space', 'play the card or confirm the call'],
    ['letters, digits', 'pick a call directly (the key is shown in [ ])'],
    // RESERVED_KEYS (prompt.ts): a call whose word starts with a table key gets another letter.
    ['', 'no call takes a table key below: clubs is l, not c'],
    ['←/→ or digits', `set ${ui.amountWord ? `a ${ui.amountWord}` : 'an amount'}, then Enter`],
    ['h', 'hint: the hard bot’s pick (★), and how each choice is expected to'],
    ui.hintMeasure === 'lead'
      ? ['', `change your lead over the others (your ${ui.unit} less their average) by the deal's end; + is better`]
      : ['', `change your own ${ui.unit} from now until the deal is settled (see HINTS)`],
    ['?', 'this help (↑/↓ scroll, Esc closes)'],
    ['s', 'scoresheet: every deal and the running totals'],
    ['t', 'the last trick'],
    ['c', 'card tracker: per suit, the cards played this deal and those you have not seen'],
    ['q', 'quit (asks first; the match is saved, `cardtable resume` continues it)'],
    ['Ctrl-C', 'leave at once (the match is saved too)'],
  ];
  if (recorded) return keys;
  // A match that is not recorded (--no-record): nothing is said to be saved.
  return keys.map(([k, what]) =>
    k === 'q'
      ? (['q', 'quit (asks first; not recorded, so it cannot be resumed)'] as const)
      : k === 'Ctrl-C'
        ? (['Ctrl-C', 'leave at once'] as const)
        : ([k, what] as const),
  );
}

/** The keys of the replay screen, for its `?`. */
export const REPLAY_KEY_HELP: readonly (readonly [string, string])[] = [
  ['←/→', 'one line back / forward (Space and Enter go forward too)'],
  ['↑/↓', 'to the start of this (or the previous) deal / the next deal'],
  ['Home/End', 'the first / the last line'],
  ['?', 'this help (↑/↓ scroll, Esc closes)'],
  ['s', 'scoresheet so far'],
  ['t', 'the last trick'],
  ['c', 'card tracker: per suit, the cards played this deal and those the player'],
  ['', 'whose match it is (the first human seat) had not seen at this line'],
  ['q', 'quit the replay'],
];

/** Keys, then the rules of the variant, scrolled by `offset` lines. */
export function HelpPanel({
  rules,
  offset,
  width,
  height,
  keys,
  about,
}: {
  rules: string;
  offset: number;
  width: number;
  height: number;
  /** The keys of the screen the help is opened on (keyHelp, REPLAY_KEY_HELP). */
  keys: readonly (readonly [string, string])[];
  /** Why the decision on screen matters (GameUi.why): shown first. */
  about?: string | null;
}) {
  const all = helpLines(rules, width - 4, keys, about);
  const body = height - 3;
  const max = Math.max(0, all.length - body);
  const start = Math.min(offset, max);
  const shown = all.slice(start, start + body);
  return (
    <Frame title={`Help — ↑/↓ PgUp/PgDn Home/End scroll · Esc or ? closes · line ${start + 1}/${all.length}`} width={width} height={height}>
      {shown.map((l, i) => (
        <Text key={start + i} wrap="truncate">
          {l || ' '}
        </Text>
      ))}
    </Frame>
  );
}

export function helpLines(rules: string, width: number, keys: readonly (readonly [string, string])[], about?: string | null): string[] {
  const keyLines = keys.map(([k, what]) => `  ${k.padEnd(16)} ${what}`);
  const w = Math.max(20, width);
  const decision = about ? ['This decision', `  ${about}`, ''] : [];
  return [...decision, 'Keys', ...keyLines, '', ...reflow(rules, w).split('\n')].flatMap((l) => wrapLine(l, w));
}

export function helpLineCount(rules: string, width: number, keys: readonly (readonly [string, string])[], about?: string | null): number {
  return helpLines(rules, width, keys, about).length;
}
