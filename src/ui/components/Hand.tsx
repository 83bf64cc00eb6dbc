import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import { longName, suitName } from '../cards.js';
import type { CardLook } from '../../contract/view.js';
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

/** The line under the hand: the selected card's name (and why it cannot be played), or the trump. */
export function handCaption(
  cards: readonly Card[],
  sel: number | null,
  props: Pick<HandProps, 'look' | 'playable' | 'trump' | 'isTrump'>,
): string {
  const { look, playable, trump, isTrump } = props;
  const selCard = sel === null ? null : cards[sel]!;
  if (selCard) {
    const trumpCard = isTrump ? isTrump(selCard) : trump !== null && selCard[1] === trump;
    const canPlay = playable === null || playable.has(selCard);
    return `❯ ${longName(selCard, look)}${trumpCard ? ' · trump' : ''}${canPlay ? '' : ' · cannot be played now'}`;
  }
  if (cards.length > 0 && trump) return `Trump: ${suitName(trump, look)}`;
  return ' ';
}

function FaceDownHand() {
  return (
    <Box flexDirection="column" height={3}>
      <Text> </Text>
      <Text>Your hand: face down (you have not looked yet)</Text>
      <Text> </Text>
    </Box>
  );
}

/** What both layouts share: the selection, trump marks, and the rows that end them. */
interface HandParts {
  readonly cards: readonly Card[];
  readonly sel: number | null;
  readonly marked: ReadonlySet<Card>;
  readonly mark: React.ReactNode;
  readonly captionRow: React.ReactNode;
  readonly noCards: React.ReactNode;
}

function BigHand({ parts, look, playable, chosen }: { readonly parts: HandParts } & Pick<HandProps, 'look' | 'playable' | 'chosen'>) {
  const { cards, sel, marked, mark } = parts;
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
        {parts.noCards}
      </Box>
      {parts.captionRow}
    </Box>
  );
}

function SmallHand({ parts, look, playable, chosen }: { readonly parts: HandParts } & Pick<HandProps, 'look' | 'playable' | 'chosen'>) {
  const { cards, sel, marked, mark } = parts;
  const cell = cardCellWidth(look);
  const g = glyphsFor(look);
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
        {parts.noCards}
      </Box>
      {parts.captionRow}
    </Box>
  );
}

/**
 * The player's own hand along the bottom. The selected card is raised one line and marked with ▲
 * under it, so the choice shows without colour; unplayable cards are dimmed and in round brackets.
 */
export function HandPanel({ cards, look, selected, playable, trump, big, isTrump, chosen }: HandProps) {
  if (cards === null) return <FaceDownHand />;
  const cell = cardCellWidth(look);
  const sel = selected !== null && selected < cards.length ? selected : null;
  const parts: HandParts = {
    cards,
    sel,
    marked: trumpMarks(cards, trump, isTrump),
    mark: (
      <Text dimColor>
        {glyphsFor(look)
          .trump.padStart(Math.ceil(cell / 2))
          .padEnd(cell)}
      </Text>
    ),
    // Both layouts end with the same caption (the selected card's name, or the trump) and empty-hand note.
    captionRow: (
      <Text dimColor wrap="truncate">
        {' '.repeat(11)}
        {handCaption(cards, sel, { look, playable, trump, ...(isTrump ? { isTrump } : {}) })}
      </Text>
    ),
    noCards: cards.length === 0 ? <Text dimColor>(no cards)</Text> : null,
  };
  return big ? (
    <BigHand parts={parts} look={look} playable={playable} {...(chosen ? { chosen } : {})} />
  ) : (
    <SmallHand parts={parts} look={look} playable={playable} {...(chosen ? { chosen } : {})} />
  );
}
