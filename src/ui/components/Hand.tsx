import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import { longName, suitName, type CardLook } from '../cards.js';
import { suitOf, type Suit } from '../../core/cards.js';
import { BigCard, CardText, bigCardWidth, cardCellWidth } from './CardText.js';
import { glyphsFor } from '../glyphs.js';

export interface HandProps {
  /** The hand as held (already sorted); null while the cards are face down (blind lift). */
  readonly cards: readonly Card[] | null;
  readonly look: CardLook;
  /** Selected index, or null when no card is being chosen. */
  readonly selected: number | null;
  /** Cards that may be played now; null when nothing is being played (nothing dimmed). */
  readonly playable: ReadonlySet<Card> | null;
  readonly trump: Suit | null;
  /** Draw the cards as boxes (roomy terminals). */
  readonly big?: boolean;
  /** Cards marked in a prompt that picks several (discards): raised, with a ✓ (or +) under them. */
  readonly chosen?: ReadonlySet<Card>;
  /** The game's trumps (CardOrder.isTrump); without it, cards of `trump` are the trumps. */
  readonly isTrump?: (card: Card) => boolean;
}

/**
 * Where the trumps are not simply the cards of the trump suit (Kloepper's queens and jacks), each
 * trump gets a small marker above it; a plain trump suit is said once in the caption instead.
 */
export function trumpMarks(cards: readonly Card[], trump: Suit | null, isTrump: ((card: Card) => boolean) | undefined): ReadonlySet<Card> {
  if (!isTrump || cards.every((c) => isTrump(c) === (trump !== null && suitOf(c) === trump))) return new Set();
  return new Set(cards.filter(isTrump));
}

export function handHeight(big: boolean): number {
  return big ? 5 : 3;
}

/**
 * The player's own hand along the bottom. The selected card is raised one line and marked with ▲
 * under it, so the choice shows without colour; unplayable cards are dimmed and in round brackets.
 */
export function HandPanel({ cards, look, selected, playable, trump, big, isTrump, chosen }: HandProps) {
  const cell = cardCellWidth(look);
  if (cards === null) {
    return (
      <Box flexDirection="column" height={3}>
        <Text> </Text>
        <Text>Your hand: face down (you have not looked yet)</Text>
        <Text> </Text>
      </Box>
    );
  }
  const sel = selected !== null && selected < cards.length ? selected : null;
  const marked = trumpMarks(cards, trump, isTrump);
  const g = glyphsFor(look);
  const mark = <Text dimColor>{g.trump.padStart(Math.ceil(cell / 2)).padEnd(cell)}</Text>;
  const selCard = sel === null ? null : cards[sel]!;
  let caption = ' ';
  if (selCard) {
    const trumpCard = isTrump ? isTrump(selCard) : trump !== null && selCard[1] === trump;
    const canPlay = playable === null || playable.has(selCard);
    caption = `❯ ${longName(selCard, look)}${trumpCard ? ' · trump' : ''}${canPlay ? '' : ' · cannot be played now'}`;
  } else if (cards.length > 0 && trump) {
    caption = `Trump: ${suitName(trump, look)}`;
  }
  // Both layouts end with the same caption (the selected card's name, or the trump) and empty-hand note.
  const captionRow = (
    <Text dimColor wrap="truncate">
      {' '.repeat(11)}
      {caption}
    </Text>
  );
  const noCards = cards.length === 0 ? <Text dimColor>(no cards)</Text> : null;
  if (big) {
    const w = bigCardWidth(look) + 1;
    return (
      <Box flexDirection="column" height={5}>
        <Box height={4}>
          <Box width={11} flexDirection="column" justifyContent="center">
            <Text bold>Your hand</Text>
          </Box>
          {cards.map((c, i) => (
            <Box key={c} width={w} flexDirection="column" marginTop={i === sel || chosen?.has(c) || marked.has(c) ? 0 : 1}>
              {i !== sel && !chosen?.has(c) && marked.has(c) ? mark : null}
              <BigCard card={c} look={look} selected={i === sel} dim={playable !== null && !playable.has(c)} />
            </Box>
          ))}
          {noCards}
        </Box>
        {captionRow}
      </Box>
    );
  }
  return (
    <Box flexDirection="column" height={3}>
      <Box>
        <Text>{' '.repeat(11)}</Text>
        {cards.map((c, i) => (
          <Box key={c} width={cell + 1}>
            {i === sel ? (
              <CardText card={c} look={look} selected dim={playable !== null && !playable.has(c)} />
            ) : chosen?.has(c) ? (
              <CardText card={c} look={look} bold />
            ) : marked.has(c) ? (
              mark
            ) : null}
          </Box>
        ))}
      </Box>
      <Box>
        <Text bold>{'Your hand  '}</Text>
        {cards.map((c, i) => (
          <Box key={c} width={cell + 1}>
            {i === sel ? (
              <Text bold>{(chosen?.has(c) ? g.selected + g.chosen : g.selected).padStart(Math.ceil(cell / 2)).padEnd(cell)}</Text>
            ) : chosen?.has(c) ? (
              <Text bold>{g.chosen.padStart(Math.ceil(cell / 2)).padEnd(cell)}</Text>
            ) : (
              <CardText card={c} look={look} dim={playable !== null && !playable.has(c)} />
            )}
          </Box>
        ))}
        {noCards}
      </Box>
      {captionRow}
    </Box>
  );
}
