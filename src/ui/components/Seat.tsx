import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import type { SeatInfo } from '../../core/history-lines.js';
import type { AnyGameUi, TableView } from '../game-ui.js';
import { cardColour, face, type CardLook } from '../cards.js';
import { BigCard, CardBacks, CardText } from './CardText.js';

export interface SeatProps {
  readonly seat: number;
  readonly info: SeatInfo;
  readonly view: TableView;
  readonly ui: AnyGameUi;
  readonly look: CardLook;
  /** The card this seat laid on the current (or held) trick. */
  readonly played: Card | null;
  /** The held trick was won by this seat. */
  readonly wonTrick: boolean;
  readonly toAct: boolean;
  readonly isViewer: boolean;
  readonly width: number;
  /** The card line sits above the name for the seat at the bottom (towards the middle). */
  readonly cardAbove?: boolean;
  /** Replay: the seat's hand face up instead of backs. */
  readonly openHand?: readonly Card[] | null;
  /** Draw a played card as a box (roomy terminals). */
  readonly big?: boolean;
}

export function chips(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * Replay: the cards a seat still holds, as bare faces after "hand", so they never look like the
 * card it laid on the trick (which is bracketed, or a box).
 */
function OpenHand({ cards, look }: { readonly cards: readonly Card[]; readonly look: CardLook }) {
  if (cards.length === 0) return <Text> </Text>;
  return (
    <Text>
      <Text dimColor>hand </Text>
      {cards.map((c, i) => (
        <Text key={c} color={cardColour(c, look)}>
          {i > 0 ? ' ' : ''}
          {face(c, look)}
        </Text>
      ))}
    </Text>
  );
}

export function SeatPanel(props: SeatProps) {
  const { seat, info, view, ui, look, played, wonTrick, toAct, isViewer, width, cardAbove, openHand, big } = props;
  const out = ui.seatOut(view, seat);
  const tricks = view.tricksWon[seat] ?? 0;
  const showTricks = (view.trick !== null || view.tricks.length > 0 || tricks > 0) && !out;
  const name = [`${toAct ? '▶ ' : ''}${info.name}${isViewer && info.name !== 'You' ? ' (you)' : ''}`, ...ui.seatRoles(view, seat)].join(' · ');
  const status = ui.seatStatus(view, seat);
  const facts = [`${chips(view.balances[seat] ?? 0)} ${ui.unit}`, ...(status ? [status] : [])];
  if (showTricks) facts.push(`${tricks} trick${tricks === 1 ? '' : 's'}`);
  const cardLine = big ? (
    <Box height={3} alignItems="center">
      {played ? (
        <>
          <BigCard card={played} look={look} bold={wonTrick} />
          {wonTrick ? <Text color="green" bold>{' ★ wins'}</Text> : null}
        </>
      ) : openHand ? (
        <OpenHand cards={openHand} look={look} />
      ) : isViewer ? (
        <Text> </Text>
      ) : (
        <CardBacks count={out ? 0 : (view.handSizes[seat] ?? 0)} look={look} />
      )}
    </Box>
  ) : (
    <Box height={1}>
      {played ? (
        <>
          <CardText card={played} look={look} bold={wonTrick} />
          {wonTrick ? <Text color="green" bold>{' ★ wins'}</Text> : null}
        </>
      ) : openHand ? (
        <OpenHand cards={openHand} look={look} />
      ) : isViewer ? (
        <Text> </Text>
      ) : (
        <CardBacks count={out ? 0 : (view.handSizes[seat] ?? 0)} look={look} />
      )}
    </Box>
  );
  return (
    <Box flexDirection="column" width={width} alignItems="center">
      {cardAbove ? cardLine : null}
      <Text bold={toAct} inverse={toAct} dimColor={out && !toAct} wrap="truncate">
        {name}
      </Text>
      <Text dimColor={out} wrap="truncate">
        {facts.join(' · ')}
      </Text>
      {cardAbove ? null : cardLine}
    </Box>
  );
}
