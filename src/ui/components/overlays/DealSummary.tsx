// The deal-summary panel: why the deal ended, the game's summary table, and what comes next.
import { Box, Text } from 'ink';
import type { SeatInfo } from '../../../core/history-lines.js';
import type { DealShown, SummaryShown, TableView } from '../../game-ui.js';
import type { UtilityKind } from '../../../games/game.js';
import { summaryTable } from '../../summary.js';
import { wrapLines } from '../../../core/wrap.js';
import { Frame } from './Frame.js';

/** The lines a deal summary takes at `width` with no blank line between its parts, frame included. */
export function dealSummaryHeight(shown: SummaryShown, players: number, width: number): number {
  const text = (lines: readonly string[]) => wrapLines(lines, width - 4).length;
  return 2 + 1 + Math.max(2, text(shown.why)) + 1 + players + text(shown.below) + (shown.legend ? text([shown.legend]) : 0) + 2;
}

export function DealSummaryPanel({
  summary,
  shown,
  view,
  seats,
  width,
  height,
  utility,
  reviewable = false,
  last = false,
  lessonEnd = false,
}: {
  summary: DealShown;
  /** What the game declares the summary shows (summary.ts). */
  shown: SummaryShown;
  view: TableView;
  seats: readonly SeatInfo[];
  width: number;
  height: number;
  utility?: UtilityKind;
  /** `r` opens the deal's review. */
  reviewable?: boolean;
  /** A practice branch ends with this deal. */
  last?: boolean;
  /** `cardtable learn` ends with this deal: no next deal to speak of. */
  lessonEnd?: boolean;
}) {
  const why = wrapLines(shown.why, width - 4);
  const below = wrapLines(shown.below, width - 4);
  const legend = shown.legend ? wrapLines([shown.legend], width - 4) : [];
  const table = summaryTable(
    shown,
    seats.map((s) => s.name),
  );
  // Blank lines only where they fit (80×24 with five players leaves none to spare).
  const spare = height - dealSummaryHeight(shown, seats.length, width);
  const gap = (k: number) => (spare >= k ? <Text> </Text> : null);
  const good = (d: number): boolean => (utility === 'fines' ? d < 0 : d > 0);
  const bad = (d: number): boolean => (utility === 'fines' ? d > 0 : d < 0);
  return (
    <Frame title={`Deal ${summary.deal} is over`} width={width} height={height}>
      <Box height={Math.max(2, why.length)} flexShrink={0} flexDirection="column" overflow="hidden">
        {why.length === 0 ? <Text> </Text> : why.map((l, i) => <Text key={i}>{l || ' '}</Text>)}
      </Box>
      {gap(1)}
      <Text bold wrap="truncate">
        {table.header}
      </Text>
      {table.rows.map((row, i) => {
        const d = summary.delta[i] ?? 0;
        return (
          <Text key={i} wrap="truncate" color={good(d) ? 'green' : bad(d) ? 'red' : undefined}>
            {row}
          </Text>
        );
      })}
      {below.map((line, i) => (
        <Text key={`b${i}`} wrap="truncate">
          {line}
        </Text>
      ))}
      {legend.map((line, i) => (
        <Text key={`l${i}`} dimColor wrap="truncate-end">
          {line}
        </Text>
      ))}
      {gap(2)}
      <Text wrap="truncate">
        {[...shown.after, ...(view.result || last || lessonEnd ? [] : [`Next: deal ${summary.deal + 1}`])].join(' · ') || ' '}
      </Text>
      {gap(3)}
      <Text bold color="cyan" wrap="truncate">
        {lessonEnd
          ? 'Press Enter to finish the lesson'
          : last
            ? 'Press Enter to end this practice'
            : view.result
              ? 'Press Enter for the standings'
              : 'Press Enter to continue'}
        {reviewable ? ' · r reviews the deal' : ''}
      </Text>
    </Frame>
  );
}
