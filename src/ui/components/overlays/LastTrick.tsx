// The last-trick panel: each seat's card, who led and who won.
import { Box, Text } from 'ink';
import type { SeatInfo } from '../../../core/history-lines.js';
import type { TrickShown } from '../../game-ui.js';
import type { CardLook } from '../../../contract/view.js';
import { CardText } from '../CardText.js';
import { Frame } from './Frame.js';
import { glyphsFor } from '../../glyphs.js';

export function TrickLine({ trick, seats, look }: { trick: TrickShown; seats: readonly SeatInfo[]; look: CardLook }) {
  return (
    <Box flexDirection="column">
      {trick.seats.map((s, i) => (
        <Box key={s} gap={1}>
          <Text>{(seats[s]?.name ?? `Seat ${s + 1}`).padEnd(14)}</Text>
          <CardText card={trick.cards[i]!} look={look} bold={s === trick.winner} />
          {s === trick.winner ? (
            <Text color="green" bold>
              {glyphsFor(look).star} wins
            </Text>
          ) : null}
          {i === 0 ? <Text dimColor>(led)</Text> : null}
        </Box>
      ))}
    </Box>
  );
}

export function LastTrickPanel({
  trick,
  deal = null,
  seats,
  look,
  width,
  height,
}: {
  trick: TrickShown | null;
  deal?: number | null;
  seats: readonly SeatInfo[];
  look: CardLook;
  width: number;
  height: number;
}) {
  const which = trick ? ` (${deal !== null ? `deal ${deal}, ` : ''}trick ${trick.index})` : '';
  return (
    <Frame title={`Last trick${which} · any key closes`} width={width} height={height}>
      {trick ? <TrickLine trick={trick} seats={seats} look={look} /> : <Text dimColor>No trick has been played yet.</Text>}
    </Frame>
  );
}
