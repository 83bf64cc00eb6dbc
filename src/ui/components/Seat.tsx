import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import type { SeatInfo } from '../../core/history-lines.js';
import type { AnyGameUi } from '../../contract/table.js';
import type { TableView, CardLook } from '../../contract/view.js';
import { cardColour, face } from '../cards.js';
import { BigCard, CardBacks, CardText } from './CardText.js';
import type { UtilityKind } from '../../contract/game.js';
import { signedAmount, unitWord } from '../standing.js';

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
  /**
   * `openHand` is what the seat holds now (replay), so it stays beside a card played to the trick;
   * a hand shown as dealt (a Kieker's) gives way to the card.
   */
  readonly handBeside?: boolean;
  /** Draw a played card as a box (roomy terminals). */
  readonly big?: boolean;
  /** The game's utility kind: a fines game shows its totals unsigned. */
  readonly utility?: UtilityKind;
}

/**
 * The seat's side as far as the viewer knows it (TableView.sides): the game's word for it, a
 * neutral "side 1", or "side ?" where the viewer does not know; null in games without sides.
 */
export function sideText(ui: AnyGameUi, view: TableView, seat: number): string | null {
  if (!view.sides) return null;
  const side = view.sides[seat];
  if (side === null || side === undefined) return 'side ?';
  return ui.sideLabel?.(view, side) ?? `side ${side + 1}`;
}

/**
 * The seat's counters beside its tricks ("34 card points"). A counter with no value for the seat
 * says nothing about it (Kloepper's "our side" on an opponent's seat) and is left out.
 */
export function counterTexts(view: TableView, seat: number): string[] {
  return (view.counters ?? []).flatMap((c) => {
    const v = c.values[seat];
    return v === null || v === undefined ? [] : [`${v} ${c.label}`];
  });
}

/**
 * Replay: the cards a seat still holds, as bare faces after "hand", so they never look like the
 * card it laid on the trick (which is bracketed, or a box).
 */
function OpenHand({ cards, look }: { readonly cards: readonly Card[]; readonly look: CardLook }) {
  if (cards.length === 0) return <Text> </Text>;
  return (
    <Text wrap="truncate-end">
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

/** The seat's name line: turn mark, name with "you" and side, roles, and "out". */
export function seatNameLine({ seat, info, view, ui, toAct, isViewer }: SeatProps): string {
  const out = ui.seatOut(view, seat);
  // Side and "out" go on the name line (a known side; an unknown one is simply not shown here).
  const side = view.sides?.[seat] === null ? null : sideText(ui, view, seat);
  const outMark = !ui.seatStatus(view, seat) && out && view.out ? ['out'] : [];
  // The side in brackets right after the name, so "You (Opponents)" reads as a membership, not as
  // "you against the opponents"; before the roles, which a long one ("called ace of hearts") cuts.
  const about = [...(isViewer && info.name !== 'You' ? ['you'] : []), ...(side ? [side] : [])];
  return [
    `${toAct ? '▶ ' : ''}${info.name}${about.length > 0 ? ` (${about.join(', ')})` : ''}`,
    ...ui.seatRoles(view, seat),
    ...outMark,
  ].join(' · ');
}

/** The seat's facts line (amount, status, tricks, counters), shortened to the seat's width. */
export function seatFactsLine({ seat, view, ui, width, utility }: SeatProps): string {
  const tricks = view.tricksWon[seat] ?? 0;
  const showTricks = (view.trick !== null || view.tricks.length > 0 || tricks > 0) && !ui.seatOut(view, seat);
  const status = ui.seatStatus(view, seat);
  const amount = signedAmount(view.balances[seat] ?? 0, utility);
  const facts = [`${amount} ${ui.seatUnit ?? unitWord(ui, view)}`, ...(status ? [status] : [])];
  if (showTricks) facts.push(`${tricks} trick${tricks === 1 ? '' : 's'}`, ...counterTexts(view, seat));
  // A narrow seat first drops the trick count where a counter (Kloepper's card points, Tøppen's
  // stake) says more than their number, then the unit word, then the counters after the first. The
  // unit word goes late: beside a counter, a bare total ("0 · 1 at stake") could be any figure.
  const counted = showTricks ? counterTexts(view, seat).length : 0;
  const tooLong = () => facts.join(' · ').length > width;
  if (tooLong() && counted > 0) facts.splice(facts.length - counted - 1, 1);
  if (tooLong() && facts.length > 1) facts[0] = amount;
  for (let k = counted; k > 1 && tooLong(); k--) facts.pop();
  return facts.join(' · ');
}

/** The seat's card line: the card it played (and the trick's win), its open hand, or its backs. */
function SeatCardLine({ seat, view, look, played, wonTrick, isViewer, openHand, handBeside, big }: SeatProps) {
  const Played = big ? BigCard : CardText;
  return (
    <Box height={big ? 3 : 1} {...(big ? { alignItems: 'center' as const } : {})}>
      {played ? (
        <>
          <Played card={played} look={look} bold={wonTrick} />
          {wonTrick ? (
            <Text color="green" bold>
              {' ★ wins'}
            </Text>
          ) : null}
          {handBeside && openHand && openHand.length > 0 ? (
            <Box flexShrink={1} marginLeft={1}>
              <OpenHand cards={openHand} look={look} />
            </Box>
          ) : null}
        </>
      ) : openHand ? (
        <OpenHand cards={openHand} look={look} />
      ) : isViewer ? (
        <Text> </Text>
      ) : (
        <CardBacks count={view.handSizes[seat] ?? 0} look={look} />
      )}
    </Box>
  );
}

export function SeatPanel(props: SeatProps) {
  const { seat, view, ui, toAct, width, cardAbove } = props;
  const out = ui.seatOut(view, seat);
  const cardLine = <SeatCardLine {...props} />;
  return (
    <Box flexDirection="column" width={width} alignItems="center">
      {cardAbove ? cardLine : null}
      <Text bold={toAct} inverse={toAct} dimColor={out && !toAct} wrap="truncate">
        {seatNameLine(props)}
      </Text>
      <Text dimColor={out} wrap="truncate">
        {seatFactsLine(props)}
      </Text>
      {cardAbove ? null : cardLine}
    </Box>
  );
}
