import { Box, Text } from 'ink';
import type { Card } from '../../../core/cards.js';
import type { CentreProps } from '../../../contract/table.js';
import { seatName, youForm } from '../../../ui/names.js';
import { CardText } from '../../../ui/components/CardText.js';
import type { KloepperView } from '../types.js';
import { VERBS } from '../action-words.js';

/**
 * The card points of the viewer's side as far as it knows its partners: `exact` once every seat's
 * side is known, else what its known members have won so far.
 */
export function ownSidePoints(view: KloepperView): { readonly points: number; readonly exact: boolean } | null {
  const me = view.seat;
  if (me === null || view.dealNo === 0) return null;
  // The card points counter, not `won`: a deal's last trick held on the table counts in the
  // counter (held-trick.ts) before the next deal's view replaces it.
  const won = view.counters?.[0]?.values ?? view.won;
  const mine = view.sides[me];
  if (mine === null || mine === undefined) return { points: won[me] ?? 0, exact: false };
  let points = 0;
  view.sides.forEach((side, x) => {
    if (side === mine) points += won[x] ?? 0;
  });
  return { points, exact: view.sides.every((side) => side !== null) };
}

/** Kloepper's panel in the middle of the table: the call, the knocks, your side's card points, the target. */
export function KloepperCentre({ view, look, width, names }: CentreProps<KloepperView>) {
  const name = (s: number): string => seatName(names, s);
  const d = view.declaration;
  const live = view.dealNo > 0;
  let call: React.ReactNode;
  if (!live) call = <Text dimColor>Black queens not dealt yet</Text>;
  else if (view.phase === 'declare' && view.toAct !== null)
    call = <Text wrap="truncate">{youForm(`${name(view.toAct)} holds both black queens`, VERBS)}</Text>;
  else if (d === null) call = <Text>Black queens split</Text>;
  else if (d.kind === 'alone')
    call = (
      <Text bold wrap="truncate">
        {youForm(`${name(d.seat)} plays alone`, VERBS)}
      </Text>
    );
  else
    call = (
      <Text wrap="truncate">
        {name(d.seat)} called <CardText card={`A${d.suit}` as Card} look={look} />
      </Text>
    );
  let knock: string;
  if (!view.options.knocking) knock = 'No knocking (house rule)';
  else if (view.knocker === null) knock = live && view.tricks.length === 0 && view.phase !== 'deal' ? 'No knock yet' : 'No knock';
  else {
    const back =
      view.counterKnocker !== null ? ` · ${name(view.counterKnocker)} back` : view.questioning ? ' · knock back?' : ' · none back';
    knock = `${name(view.knocker)} knocked${back}`;
  }
  const own = ownSidePoints(view);
  const points =
    own === null ? '120 card points in the pack' : own.exact ? `Your side ${own.points} card pts` : `Yours ${own.points} + partner ?`;
  return (
    <Box flexDirection="column" width={width} alignItems="center">
      <Box width={width} justifyContent="center">
        {call}
      </Box>
      <Text wrap="truncate" color={view.knocker !== null ? 'yellow' : undefined} dimColor={view.knocker === null}>
        {knock}
      </Text>
      <Text wrap="truncate" bold={own !== null}>
        {points}
      </Text>
      <Text wrap="truncate" dimColor>
        Game to {view.options.target} points
      </Text>
    </Box>
  );
}
