// The deal-summary panel: why the deal ended, the game's summary table, and what comes next.
import { Box, Text } from 'ink';
import type { SeatInfo } from '../../../core/history-lines.js';
import type { DealShown } from '../../game-ui.js';
import type { SummaryShown } from '../../../contract/table.js';
import type { TableView } from '../../../contract/view.js';
import type { UtilityKind } from '../../../contract/game.js';
import { summaryTable } from '../../summary.js';
import { wrapLines } from '../../../core/wrap.js';
import { Frame } from './Frame.js';

/** The lines a deal summary takes at `width` with no blank line between its parts, frame included. */
export function dealSummaryHeight(shown: SummaryShown, players: number, width: number): number {
  const text = (lines: readonly string[]) => wrapLines(lines, width - 4).length;
  return 2 + 1 + Math.max(2, text(shown.why)) + 1 + players + text(shown.below) + (shown.legend ? text([shown.legend]) : 0) + 2;
}

export interface DealSummaryProps {
  readonly summary: DealShown;
  /** What the game declares the summary shows (summary.ts). */
  readonly shown: SummaryShown;
  readonly view: TableView;
  readonly seats: readonly SeatInfo[];
  readonly width: number;
  readonly height: number;
  readonly utility?: UtilityKind;
  /** `r` opens the deal's review. */
  readonly reviewable?: boolean;
  /** A practice branch ends with this deal. */
  readonly last?: boolean;
  /** `cardtable learn` ends with this deal: no next deal to speak of. */
  readonly lessonEnd?: boolean;
}

/** A seat's row colour by what the deal did to it: green for a gain (fewer fines), red for a loss. */
export function deltaColor(d: number, utility: UtilityKind | undefined): 'green' | 'red' | undefined {
  const good = utility === 'fines' ? d < 0 : d > 0;
  const bad = utility === 'fines' ? d > 0 : d < 0;
  return good ? 'green' : bad ? 'red' : undefined;
}

/** What Enter does now, and `r` where the deal can be reviewed. */
export function enterLine({
  view,
  reviewable = false,
  last = false,
  lessonEnd = false,
}: Pick<DealSummaryProps, 'view' | 'reviewable' | 'last' | 'lessonEnd'>): string {
  const enter = lessonEnd
    ? 'Press Enter to finish the lesson'
    : last
      ? 'Press Enter to end this practice'
      : view.result
        ? 'Press Enter for the standings'
        : 'Press Enter to continue';
  return `${enter}${reviewable ? ' · r reviews the deal' : ''}`;
}

function SummaryRows({ summary, shown, seats, utility }: Pick<DealSummaryProps, 'summary' | 'shown' | 'seats' | 'utility'>) {
  const table = summaryTable(
    shown,
    seats.map((s) => s.name),
  );
  return (
    <>
      <Text bold wrap="truncate">
        {table.header}
      </Text>
      {table.rows.map((row, i) => (
        <Text key={i} wrap="truncate" color={deltaColor(summary.delta[i] ?? 0, utility)}>
          {row}
        </Text>
      ))}
    </>
  );
}

export function DealSummaryPanel(props: DealSummaryProps) {
  const { summary, shown, view, seats, width, height, last = false, lessonEnd = false } = props;
  const why = wrapLines(shown.why, width - 4);
  const below = wrapLines(shown.below, width - 4);
  const legend = shown.legend ? wrapLines([shown.legend], width - 4) : [];
  // Blank lines only where they fit (80×24 with five players leaves none to spare).
  const spare = height - dealSummaryHeight(shown, seats.length, width);
  const gap = (k: number) => (spare >= k ? <Text> </Text> : null);
  return (
    <Frame title={`Deal ${summary.deal} is over`} width={width} height={height}>
      <Box height={Math.max(2, why.length)} flexShrink={0} flexDirection="column" overflow="hidden">
        {why.length === 0 ? <Text> </Text> : why.map((l, i) => <Text key={i}>{l || ' '}</Text>)}
      </Box>
      {gap(1)}
      <SummaryRows summary={summary} shown={shown} seats={seats} {...(props.utility ? { utility: props.utility } : {})} />
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
        {enterLine(props)}
      </Text>
    </Frame>
  );
}
