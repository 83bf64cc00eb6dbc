import { Box, Text } from 'ink';

/** The last calls and tricks, newest at the bottom. */
export function LogPanel({ lines, height, width }: { readonly lines: readonly string[]; readonly height: number; readonly width: number }) {
  const shown = lines.slice(Math.max(0, lines.length - height));
  return (
    <Box flexDirection="column" height={height} width={width} overflow="hidden">
      {shown.map((l, i) => (
        <Text key={`${lines.length - shown.length + i}`} wrap="truncate" dimColor={i < shown.length - 1}>
          {l}
        </Text>
      ))}
    </Box>
  );
}
