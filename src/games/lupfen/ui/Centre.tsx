import { Box, Text } from 'ink';
import type { LupfenView } from '../types.js';
import { lupfenVariantOrFirst } from '../variants.js';
import { suitName } from '../../../ui/cards.js';
import type { CardLook } from '../../../contract/view.js';
import { CardText } from '../../../ui/components/CardText.js';

/** Lupfen's panel in the middle of the table: pot, price (classic), trump card, stock. */
export function LupfenCentre({ view, look, width }: { readonly view: LupfenView; readonly look: CardLook; readonly width: number }) {
  const second = lupfenVariantOrFirst(view.variant).words.centreLine(view);
  return (
    <Box flexDirection="column" width={width} alignItems="center">
      <Text bold color="yellow">
        Pot {view.pot} chips
      </Text>
      <Text>{second}</Text>
      <Box>
        <Text>Trump </Text>
        {view.trumpCard ? (
          <>
            <CardText card={view.trumpCard} look={look} />
            <Text> {view.trumpSuit ? suitName(view.trumpSuit, look) : ''}</Text>
          </>
        ) : (
          <Text dimColor>not turned</Text>
        )}
      </Box>
      <Text dimColor>Stock {view.stockSize}</Text>
    </Box>
  );
}
