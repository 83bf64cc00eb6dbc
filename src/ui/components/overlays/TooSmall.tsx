// What is drawn while the terminal is smaller than the table needs (the quit question still works).
import { Box, Text } from 'ink';
import { QuitPanel } from './Quit.js';

export function TooSmall({
  cols,
  rows,
  needCols,
  needRows,
  quitAsked = false,
  recording = false,
}: {
  cols: number;
  rows: number;
  needCols: number;
  needRows: number;
  quitAsked?: boolean;
  recording?: boolean;
}) {
  if (quitAsked) {
    return (
      <Box flexDirection="column">
        <QuitPanel width={cols} recording={recording} />
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Text bold>
        cardtable needs a terminal of at least {needCols}×{needRows}.
      </Text>
      <Text>
        This one is {cols}×{rows}. Make the window bigger — the game carries on when it fits.
      </Text>
      <Text dimColor>q quits (asks first) · Ctrl-C leaves at once</Text>
    </Box>
  );
}
