// The table for 7 and 8 seats: too many to sit round a box at 80×24, so every seat gets one row
// (seats in the order of play, the viewer's first) under a header naming the columns, and the
// game's centre panel stands beside them. Out seats are dimmed and say "out" (not colour alone).
import { Box, Text } from 'ink';
import type { Card } from '../../core/cards.js';
import type { TableModel } from '../model.js';
import { signedAmount, unitWord } from '../standing.js';
import { CardText } from './CardText.js';
import { sideText } from './Seat.js';
import { capitalized } from '../../core/sentence.js';
import { glyphsFor } from '../glyphs.js';

/** From this many seats on, the table is drawn as rows. */
export const ROWS_FROM = 7;

/** A seat's name in its row, the viewer's marked unless it already says "You". */
function nameText(name: string, isViewer: boolean): string {
  return `${name}${isViewer && name !== 'You' ? ' (you)' : ''}`;
}

/** The columns of the rows and the centre panel beside them, in a panel `width` wide. */
export interface SeatRowsLayout {
  readonly amountLabel: string;
  readonly nameW: number;
  readonly sideW: number;
  readonly amountW: number;
  readonly trickW: number;
  readonly counterW: readonly number[];
  readonly numbersW: number;
  readonly rowW: number;
  readonly centreW: number;
}

export function seatRowsLayout(model: TableModel, width: number): SeatRowsLayout {
  const { view, seats, ui } = model;
  const inner = width - 2;
  const counters = view.counters ?? [];
  const amountLabel = capitalized(ui.seatUnit ?? unitWord(ui, view));
  const sideW = view.sides ? 11 : 0;
  const amountW = Math.max(7, amountLabel.length + 2);
  const trickW = 7;
  // A counter's column is as wide as its label or its values: the header stays one line (a label
  // on two lines read as two columns at 80×24).
  const counterW = counters.map((c) => Math.max(5, c.label.length + 2, ...c.values.map((v) => String(v ?? '').length + 2)));
  // The cards column holds a played card and "★ wins" ("[10♦] ★ wins"), or a back per card in hand.
  const cardsW = Math.max(12, ...view.handSizes.map((h) => h + 1));
  const numbersW = sideW + amountW + trickW + counterW.reduce((a, b) => a + b, 0);
  // The name column asks for what the longest name needs with the dealer's mark (12 to 20), not a
  // fixed 20: with a fixed 20, every column header a game lengthened ("at stake" for "fine") came
  // off the centre panel and cut its lines. Longer roles are cut (the seat's status is not: it
  // stands after the cards). The centre takes what is left (12 to 28), then the name column gives way.
  const longest = Math.max(...seats.slice(0, view.players).map((s, i) => nameText(s.name, i === model.viewer).length));
  // "▶ " before the name, " · dealer" after it, and the cell's padding.
  const nameNeed = Math.max(12, Math.min(20, 2 + longest + ' · dealer'.length + 1));
  const centreW = Math.max(12, Math.min(28, inner - 1 - nameNeed - numbersW - cardsW));
  const rowW = inner - centreW - 1;
  const nameW = Math.max(12, Math.min(20, rowW - numbersW - cardsW));
  return { amountLabel, nameW, sideW, amountW, trickW, counterW, numbersW, rowW, centreW };
}

interface CellStyle {
  readonly bold?: boolean;
  readonly dim?: boolean;
  readonly inverse?: boolean;
}

function Cell({ width, text, bold = false, dim = false, inverse = false }: CellStyle & { readonly width: number; readonly text: string }) {
  if (width <= 0) return null;
  return (
    <Box width={width} flexShrink={0} paddingRight={1}>
      <Text wrap="truncate" bold={bold} dimColor={dim} inverse={inverse}>
        {text}
      </Text>
    </Box>
  );
}

function HeaderRow({ model, layout }: { readonly model: TableModel; readonly layout: SeatRowsLayout }) {
  const { nameW, sideW, amountW, trickW, counterW, numbersW, rowW } = layout;
  return (
    <Box>
      <Cell width={nameW} text="Player" dim />
      <Cell width={sideW} text="Side" dim />
      <Cell width={amountW} text={layout.amountLabel} dim />
      <Cell width={trickW} text="Tricks" dim />
      {(model.view.counters ?? []).map((c, k) => (
        <Box key={c.label}>
          <Cell width={counterW[k]!} text={capitalized(c.label)} dim />
        </Box>
      ))}
      <Cell width={Math.max(0, rowW - nameW - numbersW)} text="Cards" dim />
    </Box>
  );
}

/** What a seat's row says beyond its numbers: its name cell, its card in the trick, its status. */
export interface SeatRowFacts {
  readonly name: string;
  readonly out: boolean;
  readonly toAct: boolean;
  readonly isViewer: boolean;
  readonly status: string | null;
  readonly card: Card | undefined;
  /** The held trick's winner: its card is marked. */
  readonly won: boolean;
}

export function seatRowFacts(model: TableModel, seat: number): SeatRowFacts {
  const { view, seats, ui } = model;
  const held = model.pause?.kind === 'trick' ? model.pause.trick : null;
  const trick = held ?? view.trick;
  const at = trick ? trick.seats.indexOf(seat) : -1;
  const info = seats[seat] ?? { name: `Seat ${seat + 1}`, kind: 'bot' as const };
  const out = ui.seatOut(view, seat);
  const toAct = held === null && view.toAct === seat && !model.answering;
  const isViewer = model.viewer === seat;
  return {
    name: [`${toAct ? '▶' : ' '} ${nameText(info.name, isViewer)}`, ...ui.seatRoles(view, seat)].join(' · '),
    out,
    toAct,
    isViewer,
    // The status goes after the cards, where a long name cannot cut it off.
    status: ui.seatStatus(view, seat) ?? (out ? 'out' : null),
    card: at >= 0 ? trick!.cards[at] : undefined,
    won: held !== null && held.winner === seat,
  };
}

/** The row's last column: the card played with its win mark, or a back per card held, then the status. */
function SeatCards({ model, seat, facts }: { readonly model: TableModel; readonly seat: number; readonly facts: SeatRowFacts }) {
  const { look, view } = model;
  const { card, won, isViewer, status, out } = facts;
  return (
    <Box flexGrow={1}>
      {card ? (
        <>
          <CardText card={card} look={look} bold={won} />
          {won ? (
            <Text color="green" bold>
              {` ${glyphsFor(look).star} wins`}
            </Text>
          ) : null}
        </>
      ) : isViewer ? null : (
        // One narrow back per card: a row has no room for the ring layout's wide ones. An
        // out seat still holds its cards face down (Tøppen's folded players).
        <Text dimColor>{glyphsFor(look).back.repeat(view.handSizes[seat] ?? 0)}</Text>
      )}
      {status ? (
        <Text dimColor={out} wrap="truncate">
          {card || (!isViewer && (view.handSizes[seat] ?? 0) > 0) ? ' ' : ''}
          {status}
        </Text>
      ) : null}
    </Box>
  );
}

function SeatRow({ model, seat, layout }: { readonly model: TableModel; readonly seat: number; readonly layout: SeatRowsLayout }) {
  const { view, ui } = model;
  const facts = seatRowFacts(model, seat);
  const { out, toAct } = facts;
  return (
    <Box>
      <Cell width={layout.nameW} text={facts.name} bold={toAct} inverse={toAct} dim={out && !toAct} />
      <Cell width={layout.sideW} text={sideText(ui, view, seat) ?? ''} dim={out} />
      <Cell width={layout.amountW} text={signedAmount(view.balances[seat] ?? 0, model.utility)} dim={out} />
      <Cell width={layout.trickW} text={String(view.tricksWon[seat] ?? 0)} dim={out} />
      {(view.counters ?? []).map((c, k) => (
        // No value: the counter says nothing of this seat (a folded seat has nothing at stake).
        <Box key={c.label}>
          <Cell width={layout.counterW[k]!} text={String(c.values[seat] ?? '')} dim={out} />
        </Box>
      ))}
      <SeatCards model={model} seat={seat} facts={facts} />
    </Box>
  );
}

export function SeatRowsPanel({ model, width, height }: { readonly model: TableModel; readonly width: number; readonly height: number }) {
  const { view, seats, look, ui } = model;
  const n = view.players;
  const layout = seatRowsLayout(model, width);
  const Centre = ui.Centre;
  // Seats in the order of play, starting from the bottom (viewer's) seat.
  const order = Array.from({ length: n }, (_, k) => (model.bottom + k) % n);
  return (
    <Box width={width} height={height} borderStyle="round" borderColor="green">
      <Box flexDirection="column" width={layout.rowW} justifyContent="center">
        <HeaderRow model={model} layout={layout} />
        {order.map((seat) => (
          <SeatRow key={seat} model={model} seat={seat} layout={layout} />
        ))}
      </Box>
      <Box width={layout.centreW} marginLeft={1} flexDirection="column" justifyContent="center" alignItems="center">
        <Centre view={view} look={look} width={layout.centreW} names={seats.map((s) => s.name)} />
      </Box>
    </Box>
  );
}
