// The hot-seat privacy screen: every hand hidden until the next player presses Enter.
import { Box, Text } from 'ink';

export function PrivacyPanel({ name, width, height }: { name: string; width: number; height: number }) {
  return (
    <Box
      width={width}
      height={height}
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      borderStyle="double"
      borderColor="yellow"
    >
      <Text bold color="yellow">
        Pass to {name} — press Enter
      </Text>
      <Text> </Text>
      <Text dimColor>Every hand is hidden. Only {name} should look at the screen now.</Text>
    </Box>
  );
}
