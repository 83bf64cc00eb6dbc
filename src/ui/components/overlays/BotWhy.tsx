// `g`: why the last bot that moved chose its move, in the words the whole table may read.
import { Text } from 'ink';
import type { SeatInfo } from '../../../core/history-lines.js';
import { botWhyTitle, type BotWhy } from '../../model.js';
import { Frame } from './Frame.js';

/** What the panel says under the reason: why it is no more than that. */
export const BOT_WHY_NOTE =
  'Said from its own view at that move, without its cards: the rule of thumb it followed, or the figure its search gave the move. `cardtable review FILE --seat K` shows the hand behind it once the cards are face up.';

export function BotWhyPanel({ why, seats, width, height }: { why: BotWhy; seats: readonly SeatInfo[]; width: number; height: number }) {
  return (
    <Frame title={`${botWhyTitle(why, seats)} — any key closes`} width={width} height={height}>
      <Text> </Text>
      <Text wrap="wrap">{why.text.charAt(0).toUpperCase() + why.text.slice(1)}.</Text>
      <Text> </Text>
      <Text wrap="wrap" dimColor>
        {BOT_WHY_NOTE}
      </Text>
    </Frame>
  );
}

/** `g` where no bot's reason is shown (a joined table): why, in one line. */
export function BotWhyAwayPanel({ text, width, height }: { text: string; width: number; height: number }) {
  return (
    <Frame title="Why the bots moved — any key closes" width={width} height={height}>
      <Text> </Text>
      <Text wrap="wrap">{text}</Text>
    </Frame>
  );
}
