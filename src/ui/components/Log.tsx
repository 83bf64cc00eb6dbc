import { Box, Text } from 'ink';
import { wrapLine } from '../../core/wrap.js';

/** A log sentence's rows at `width`, and whether it is the newest. */
interface Row {
  readonly text: string;
  readonly key: string;
  readonly newest: boolean;
}

/**
 * The rows the log shows: its sentences wrapped, never cut, newest at the bottom. Where even the
 * newest alone is taller than the panel, its start is shown: who did what comes first.
 */
export function logRows(lines: readonly string[], height: number, width: number): Row[] {
  const rows: Row[] = [];
  for (let i = lines.length - 1; i >= 0 && rows.length < height; i--) {
    const wrapped = wrapLine(lines[i]!, Math.max(1, width)).map((text, k) => ({ text, key: `${i}.${k}`, newest: i === lines.length - 1 }));
    if (rows.length + wrapped.length > height) {
      if (rows.length === 0) return wrapped.slice(0, height);
      break;
    }
    rows.unshift(...wrapped);
  }
  return rows;
}

/** The last calls and tricks, newest at the bottom. */
export function LogPanel({ lines, height, width }: { readonly lines: readonly string[]; readonly height: number; readonly width: number }) {
  const shown = logRows(lines, height, width);
  return (
    <Box flexDirection="column" height={height} width={width} overflow="hidden">
      {shown.map((r) => (
        <Text key={r.key} wrap="truncate" dimColor={!r.newest}>
          {r.text}
        </Text>
      ))}
    </Box>
  );
}
