// The card tracker panel (`c`): per suit, what has been played this deal and what the viewer has
// not seen yet (ui/tracker.ts works it out from the view; this only draws it).
import { Box, Text } from 'ink';
import type { Card } from '../../../core/cards.js';
import { cardColour, face, suitName, type CardLook } from '../../cards.js';
import type { CardTrack, SuitTrack } from '../../tracker.js';
import { Frame } from './Frame.js';

function Faces({ cards, look }: { cards: readonly Card[]; look: CardLook }) {
  if (cards.length === 0) return <Text dimColor>none</Text>;
  return (
    <Text wrap="wrap">
      {cards.map((c, i) => (
        <Text key={`${c}${i}`} color={cardColour(c, look)}>
          {i > 0 ? ' ' : ''}
          {face(c, look).trimEnd()}
        </Text>
      ))}
    </Text>
  );
}

export function TrackerPanel({
  track,
  deal,
  look,
  width,
  height,
  who,
}: {
  track: CardTrack;
  deal: number;
  look: CardLook;
  width: number;
  height: number;
  /** Replay: the seat followed, whose view this is ("as Ana saw them"); absent: the player's own. */
  who?: string;
}) {
  const label = (s: SuitTrack['suit']) => (s === 'trump' ? 'Trumps' : suitName(s, look));
  const labelW = Math.max(...track.suits.map((s) => label(s.suit).length)) + 2;
  const unseen = track.suits.reduce((n, s) => n + s.unseen.length, 0);
  const held = track.held === null ? '' : ` · ${track.held} in ${who ? `${who}'s` : 'your'} hand`;
  return (
    <Frame title={`Cards of deal ${deal}${who ? ` as ${who} saw them` : ''}${held} · c or any key closes`} width={width} height={height}>
      {track.suits.map((s) => (
        <Box key={s.suit} flexDirection="column">
          <Box>
            <Box width={labelW} flexShrink={0}>
              <Text bold {...(s.suit === 'trump' ? {} : { color: cardColour(`A${s.suit}`, look) })}>
                {label(s.suit)}
              </Text>
            </Box>
            <Box width={8} flexShrink={0}>
              <Text dimColor>played</Text>
            </Box>
            <Faces cards={s.played} look={look} />
          </Box>
          <Box>
            <Box width={labelW + 8} flexShrink={0}>
              <Text dimColor>{' '.repeat(labelW)}unseen</Text>
            </Box>
            <Faces cards={s.unseen} look={look} />
          </Box>
        </Box>
      ))}
      {who ? (
        <Text dimColor>
          {unseen} {unseen === 1 ? 'card' : 'cards'} {who} had not seen at this line: in the other hands or not dealt. {who}'s own hand and
          cards shown to {who} face up are left out.
        </Text>
      ) : (
        <Text dimColor>
          {unseen} {unseen === 1 ? 'card' : 'cards'} you have not seen: in the other hands or not dealt. Your own hand and cards shown to
          you face up are left out.
        </Text>
      )}
    </Frame>
  );
}
