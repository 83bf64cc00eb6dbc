import { Text } from 'ink';

/** Shorter words for a narrow terminal, so the last key (q quit) still shows. */
const SHORT: Readonly<Record<string, string>> = {
  'help+rules': 'help',
  'keys+rules': 'keys',
  'last trick': 'trick',
  'hide hint': 'hint',
  // With a card prompt's own call (k knock) the keys are one longer than 80 columns.
  choose: 'move',
};

/** Keys said with fewer of their names where even the short words do not fit (←/→ still moves a ladder). */
const SHORT_KEYS: Readonly<Record<string, string>> = {
  '←/→ PgUp/PgDn': '←/→',
};

/**
 * Last, "confirm" is said shorter and keys go that are said elsewhere: a ladder's numbers (its rungs
 * show them), then the last trick, then the scores (both under `?`; the seats show each score), so
 * that h, u, g and q still show at 80 columns beside a card prompt's own call (k knock).
 */
const TERSE: Readonly<Record<string, string>> = { confirm: 'ok' };
const DROPPED: readonly (readonly string[])[] = [['number'], ['number', 'last trick'], ['number', 'last trick', 'scores']];

export function footerText(keys: readonly (readonly [string, string])[], width: number): string {
  const tries = [
    keys.map(([k, what]) => `${k} ${what}`),
    keys.map(([k, what]) => `${k} ${SHORT[what] ?? what}`),
    keys.map(([k, what]) => `${SHORT_KEYS[k] ?? k} ${SHORT[what] ?? what}`),
    ...DROPPED.map((dropped) =>
      keys.filter(([, what]) => !dropped.includes(what)).map(([k, what]) => `${SHORT_KEYS[k] ?? k} ${TERSE[what] ?? SHORT[what] ?? what}`),
    ),
  ].map((t) => t.join(' · '));
  return tries.find((t) => t.length <= width) ?? tries[tries.length - 1]!.slice(0, width);
}

/** The keys that work right now. */
export function Footer({ keys, width }: { readonly keys: readonly (readonly [string, string])[]; readonly width: number }) {
  return (
    <Text wrap="truncate" dimColor>
      {footerText(keys, width)}
    </Text>
  );
}
