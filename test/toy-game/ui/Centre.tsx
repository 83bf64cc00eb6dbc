import { Box, Text } from 'ink';
import type { CentreProps } from '../../../src/contract/table.js';
import { suitName } from '../../../src/ui/cards.js';
import { seatName } from '../../../src/ui/names.js';
import type { ToyTrickView } from '../types.js';

/** Toy Trick's panel in the middle of the table: the trumps and who named them. */
export function ToyTrickCentre({ view, look, width, names }: CentreProps<ToyTrickView>) {
  const trumps =
    view.trumpSuit === null
      ? view.phase === 'call'
        ? 'Trumps not named yet'
        : 'No trumps'
      : `Trumps: ${suitName(view.trumpSuit, look)}${view.caller === null ? '' : ` (${seatName(names, view.caller)})`}`;
  return (
    <Box flexDirection="column" width={width} alignItems="center">
      <Text wrap="truncate" bold>
        {trumps}
      </Text>
    </Box>
  );
}
