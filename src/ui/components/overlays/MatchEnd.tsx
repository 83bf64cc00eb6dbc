// The match-end panel: the standings, why the match ended, and what the players can do next.
import { Text } from 'ink';
import type { SeatInfo } from '../../../core/history-lines.js';
import type { AnyGameUi } from '../../../contract/table.js';
import type { TableView } from '../../../contract/view.js';
import type { UtilityKind } from '../../../contract/game.js';
import { amountText, places, rankingNote, standingOrder, unitWord } from '../../standing.js';
import { Frame } from './Frame.js';

const END_REASON: Record<string, string> = {
  target: 'the target was reached',
  deals: 'all deals played',
  quit: 'stopped by the players',
};

export interface MatchEndProps {
  readonly view: TableView;
  readonly ui: AnyGameUi;
  readonly seats: readonly SeatInfo[];
  readonly width: number;
  readonly height: number;
  readonly canReplay: boolean;
  /** The game's returns: the standings' order (a fines game: fewest fines first). */
  readonly returns?: readonly number[];
  readonly utility?: UtilityKind;
}

/** The line under the standings: deals played, why the match ended, how the ranking reads. */
export function matchEndLine(view: TableView, ui: AnyGameUi, utility: UtilityKind | undefined): string {
  const result = view.result;
  const deals = `${view.dealsDone} deal${view.dealsDone === 1 ? '' : 's'} played`;
  const why = result ? ` · ${ui.endReason?.(result.reason) ?? END_REASON[result.reason] ?? result.reason}` : '';
  return `${deals}${why}${rankingNote(utility, unitWord(ui, view))}`;
}

/** One row per seat in standing order, tied seats sharing a place ("1. 2. 2. 4." as the scoresheet writes it). */
function Standings({
  view,
  ui,
  seats,
  order,
  returns,
  utility,
}: Pick<MatchEndProps, 'view' | 'ui' | 'seats' | 'returns' | 'utility'> & { readonly order: readonly number[] }) {
  const totals = view.result?.totals ?? view.balances;
  const place = places(order, returns, totals, utility);
  const winners = new Set(view.result?.winners ?? []);
  return (
    <>
      {order.map((s) => (
        <Text key={s} bold={winners.has(s)} color={winners.has(s) ? 'green' : undefined}>
          {`${place[s]}.`.padEnd(4)}
          {(seats[s]?.name ?? '').slice(0, 20).padEnd(22)}
          {amountText(ui, view, totals[s] ?? 0, utility).replace(/^\S+/, (x) => x.padStart(6))}
          {winners.has(s) ? '  ★ winner' : ''}
        </Text>
      ))}
    </>
  );
}

export function MatchEndPanel(props: MatchEndProps) {
  const { view, ui, seats, width, height, canReplay, returns, utility } = props;
  const order = standingOrder(seats.length, returns, view.result?.totals ?? view.balances, utility);
  const endNote =
    ui.endNote?.(
      view,
      seats.map((s) => s.name),
    ) ?? null;
  // Blank lines only where they fit: eight players at 80×24 leave none, and the frame would squeeze
  // its title and the keys ("[a] play again") out instead. A note under the standings takes its rows.
  const noteRows = endNote ? Math.ceil(endNote.length / Math.max(1, width - 4)) : 0;
  const spare = height - (2 + 1 + order.length + 1 + 1) - noteRows;
  const gap = (k: number) => (spare >= k ? <Text> </Text> : null);
  return (
    <Frame title="The match is over — standings" width={width} height={height}>
      {gap(1)}
      <Standings {...props} order={order} />
      {gap(2)}
      {endNote ? <Text>{endNote}</Text> : null}
      <Text dimColor wrap="truncate">
        {matchEndLine(view, ui, utility)}
      </Text>
      {gap(3)}
      <Text bold color="cyan">
        {canReplay ? '[a] play again   [s] scoresheet   [q] quit' : '[s] scoresheet   [q] quit'}
      </Text>
    </Frame>
  );
}
