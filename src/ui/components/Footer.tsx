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

export function footerText(keys: readonly (readonly [string, string])[], width: number): string {
  const full = keys.map(([k, what]) => `${k} ${what}`).join(' · ');
  if (full.length <= width) return full;
  const short = keys.map(([k, what]) => `${k} ${SHORT[what] ?? what}`).join(' · ');
  if (short.length <= width) return short;
  return keys
    .map(([k, what]) => `${SHORT_KEYS[k] ?? k} ${SHORT[what] ?? what}`)
    .join(' · ')
    .slice(0, width);
}

/** The keys that work right now. */
export function Footer({ keys, width }: { readonly keys: readonly (readonly [string, string])[]; readonly width: number }) {
  return (
    <Text wrap="truncate" dimColor>
      {footerText(keys, width)}
    </Text>
  );
}
