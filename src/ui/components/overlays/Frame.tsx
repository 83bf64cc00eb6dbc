// The frame every full-screen panel is drawn in: a rounded cyan border with the panel's title.
import { Box, Text } from 'ink';

export function Frame({ title, width, height, children }: { title: string; width: number; height: number; children: React.ReactNode }) {
  return (
    <Box flexDirection="column" width={width} height={height} borderStyle="round" borderColor="cyan" paddingX={1} overflow="hidden">
      <Text bold color="cyan">
        {title}
      </Text>
      {children}
    </Box>
  );
}
