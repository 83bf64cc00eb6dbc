import { Box } from 'ink';
import type { Card } from '../../core/cards.js';
import type { TableModel } from '../model.js';
import { SeatPanel } from './Seat.js';
import { ROWS_FROM, SeatRowsPanel } from './SeatRows.js';

export type Slot = 'bottom' | 'left' | 'topLeft' | 'top' | 'topRight' | 'right';

// Slots going clockwise round the table as seen from above, the bottom seat first.
const CLOCKWISE: Record<number, readonly Slot[]> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'topLeft', 'topRight'],
  4: ['bottom', 'left', 'top', 'right'],
  5: ['bottom', 'left', 'topLeft', 'topRight', 'right'],
  6: ['bottom', 'left', 'topLeft', 'top', 'topRight', 'right'],
};

/**
 * Where each seat sits. Seats are numbered in the direction of play; a clockwise variant puts the
 * next seat on the bottom seat's left, a counter-clockwise one on its right (history.md conventions).
 */
export function seatSlots(players: number, bottom: number, clockwise: boolean): Slot[] {
  const order = CLOCKWISE[players] ?? CLOCKWISE[6]!;
  const ring = clockwise ? order : [order[0]!, ...order.slice(1).reverse()];
  const slots: Slot[] = new Array<Slot>(players);
  for (let k = 0; k < players; k++) slots[(bottom + k) % players] = ring[k] ?? 'top';
  return slots;
}

/**
 * Cards of `seat` the viewer may see face up (TableView.shown). Only a player's own view carries
 * them: with nobody's cards on screen (a hand-over) none show, whatever the view holds.
 */
export function shownCards(model: TableModel, seat: number): readonly Card[] | null {
  if (model.viewer === null || seat === model.viewer) return null;
  return model.view.shown?.find((x) => x.seat === seat)?.cards ?? null;
}

interface SlotProps {
  readonly model: TableModel;
  readonly slot: Slot;
  /** Each seat's slot, by seat. */
  readonly slots: readonly Slot[];
  readonly col: number;
  readonly inner: number;
  readonly big: boolean;
}

/** The seat in `slot` (an empty column where none sits), with its card in the trick on screen. */
function SeatAt({ model, slot, slots, col, inner, big }: SlotProps) {
  const { view, seats, look } = model;
  const seat = slots.indexOf(slot);
  if (seat < 0) return <Box width={col} />;
  const held = model.pause?.kind === 'trick' ? model.pause.trick : null;
  const trick = held ?? view.trick;
  const at = trick ? trick.seats.indexOf(seat) : -1;
  return (
    <SeatPanel
      seat={seat}
      info={seats[seat] ?? { name: `Seat ${seat + 1}`, kind: 'bot' }}
      view={view}
      ui={model.ui}
      look={look}
      played={at >= 0 ? trick!.cards[at]! : null}
      wonTrick={held !== null && held.winner === seat}
      toAct={held === null && view.toAct === seat && !model.answering}
      isViewer={model.viewer === seat}
      width={slot === 'bottom' ? inner : col}
      cardAbove={slot === 'bottom'}
      openHand={model.openHands?.[seat] ?? shownCards(model, seat)}
      handBeside={Boolean(model.openHands?.[seat])}
      big={big}
      {...(model.utility ? { utility: model.utility } : {})}
    />
  );
}

export function TablePanel({
  model,
  width,
  height,
  big,
}: {
  readonly model: TableModel;
  readonly width: number;
  readonly height: number;
  readonly big?: boolean;
}) {
  const { view, seats, look } = model;
  const n = view.players;
  if (n >= ROWS_FROM) return <SeatRowsPanel model={model} width={width} height={height} />;
  const slots = seatSlots(n, model.bottom, model.ui.clockwise(view));
  const Centre = model.ui.Centre;
  const inner = width - 2;
  const col = Math.floor(inner / 3);
  const seatAt = (slot: Slot) => <SeatAt model={model} slot={slot} slots={slots} col={col} inner={inner} big={big ?? false} />;
  return (
    <Box flexDirection="column" width={width} height={height} justifyContent="space-around" borderStyle="round" borderColor="green">
      <Box>
        {seatAt('topLeft')}
        {seatAt('top')}
        {seatAt('topRight')}
      </Box>
      <Box alignItems="center">
        {seatAt('left')}
        <Centre view={view} look={look} width={col} names={seats.map((s) => s.name)} />
        {seatAt('right')}
      </Box>
      {seatAt('bottom')}
    </Box>
  );
}
