// The quit question, drawn in place of the footer.
import { Box, Text } from 'ink';

export function QuitPanel({ width, recording }: { width: number; recording: boolean }) {
  return (
    <Box width={width} flexDirection="column" height={2}>
      <Box gap={2}>
        <Text bold color="yellow">
          Quit the match?
        </Text>
        <Text bold>[y] quit [n] keep playing</Text>
      </Box>
      <Text wrap="truncate">
        {recording
          ? 'It is saved: `cardtable resume` continues it exactly here.'
          : 'This match is not recorded (--no-record): it cannot be resumed.'}
      </Text>
    </Box>
  );
}
