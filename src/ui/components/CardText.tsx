import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import { cardColour, face, faceWidth } from '../cards.js';
import type { CardLook } from '../../contract/view.js';
import { glyphsFor } from '../glyphs.js';

export interface CardTextProps {
  readonly card: Card;
  readonly look: CardLook;
  /** Cannot be played now: dimmed, and in round brackets so it shows without colour too. */
  readonly dim?: boolean;
  readonly selected?: boolean;
  readonly bold?: boolean;
}

/** One card face in brackets, padded so hands and tricks line up: "[K♥ ]", "(U♦ )". */
export function CardText({ card, look, dim, selected, bold }: CardTextProps) {
  const text = face(card, look);
  const [open, close] = dim ? ['(', ')'] : ['[', ']'];
  return (
    <Text dimColor={dim} inverse={selected} bold={bold || selected}>
      {open}
      <Text color={dim ? undefined : cardColour(card, look)}>{text}</Text>
      {close}
    </Text>
  );
}

/** Width of a CardText in columns. */
export function cardCellWidth(look: CardLook): number {
  return faceWidth(look) + 2;
}

/** Face-down cards, e.g. a hand of 3 seen from across the table. */
export function CardBacks({ count, look }: { readonly count: number; readonly look: CardLook }) {
  if (count <= 0) return <Text dimColor> </Text>;
  const back = glyphsFor(look).back;
  return <Text dimColor>{Array.from({ length: count }, () => back + back).join(' ')}</Text>;
}

/**
 * A card drawn as a small box, for roomy terminals. The selected card gets a double border as
 * well as inverse colours, so the choice shows without colour.
 */
export function BigCard({ card, look, dim, selected, bold }: CardTextProps) {
  const text = face(card, look).padEnd(faceWidth(look) + 1);
  const w = text.length;
  const [tl, h, tr, v, bl, br] = selected
    ? ['╔', '═', '╗', '║', '╚', '╝']
    : dim
      ? ['┌', '┄', '┐', '┆', '└', '┘']
      : ['╭', '─', '╮', '│', '╰', '╯'];
  return (
    <Box flexDirection="column" width={w + 2}>
      <Text dimColor={dim} bold={selected || bold}>
        {tl + h.repeat(w) + tr}
      </Text>
      <Text dimColor={dim} bold={selected || bold}>
        {v}
        <Text inverse={selected} color={dim ? undefined : cardColour(card, look)}>
          {text}
        </Text>
        {v}
      </Text>
      <Text dimColor={dim} bold={selected || bold}>
        {bl + h.repeat(w) + br}
      </Text>
    </Box>
  );
}

export function bigCardWidth(look: CardLook): number {
  return faceWidth(look) + 3;
}
