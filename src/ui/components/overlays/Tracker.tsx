// The card tracker panel (`c`): per suit, what has been played this deal and what the viewer has
// not seen yet (ui/tracker.ts works it out from the view; this only draws it).
import { Box, Text } from 'ink';
import type { Card } from '../../../core/cards.js';
import { cardColour, face, suitName } from '../../cards.js';
import type { CardLook } from '../../../contract/view.js';
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
  // A followed seat named "You" (the lone human's default name) is spoken to: "your hand", not "You's hand".
  const other = who !== undefined && who !== 'You' ? who : null;
  const held = track.held === null ? '' : ` · ${track.held} in ${other ? `${other}'s` : 'your'} hand`;
  const left = other
    ? [`${other}'s own hand`, ...(track.laidAway > 0 ? [`the cards ${other} laid away`] : []), `cards shown to ${other} face up`]
    : ['Your own hand', ...(track.laidAway > 0 ? ['the cards you laid away'] : []), 'cards shown to you face up'];
  const leftOut = `${left.slice(0, -1).join(', ')} and ${left.at(-1)!} are left out.`;
  return (
    <Frame
      title={`Cards of deal ${deal}${who ? ` as ${other ?? 'you'} saw them` : ''}${held} · c or any key closes`}
      width={width}
      height={height}
    >
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
      <Text dimColor>
        {unseen} {unseen === 1 ? 'card' : 'cards'} {who ? `${other ?? 'you'} had not seen at this line` : 'you have not seen'}: in the other
        hands or not dealt. {leftOut}
      </Text>
    </Frame>
  );
}
