import { Text } from 'ink';

/** The keys that work right now. */
export function Footer({ keys, width }: { readonly keys: readonly (readonly [string, string])[]; readonly width: number }) {
  return (
    <Text wrap="truncate" dimColor>
      {keys.map(([k, what]) => `${k} ${what}`).join(' · ').slice(0, width)}
    </Text>
  );
}
