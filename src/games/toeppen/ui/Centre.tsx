import { Box, Text } from 'ink';
import type { CentreProps } from '../../../contract/table.js';
import { seatName } from '../../../ui/names.js';
import type { ToeppenView } from '../types.js';
import { pints, stake } from './table-wording.js';

/** Seats by fine units so far, fewest first (R14: fewest wins); ties keep seat order. */
export function standingOrder(balances: readonly number[]): number[] {
  return balances.map((_, i) => i).sort((a, b) => balances[a]! - balances[b]! || a - b);
}

/**
 * "3 each · Ben 6": what every seat still in would be fined now, the seats whose own multiplier
 * has doubled named apart.
 */
export function stakesText(view: ToeppenView, name: (s: number) => string): string {
  const active = view.out.flatMap((o, s) => (o ? [] : [s]));
  const doubled = active.filter((s) => (view.multipliers[s] ?? 1) > 1);
  const plain = active.length - doubled.length;
  const parts = [...(plain > 0 ? [`${view.fine} each`] : []), ...doubled.map((s) => `${name(s)} ${stake(view, s)}`)];
  return `At stake: ${parts.join(' · ')}`;
}

/**
 * "Fewest: Ana, Ben 0 · Cleo 1": the standings in one line of `width`, seats with the same fines
 * named together, fewest first. Where they do not fit (eight players), the leaders alone, then
 * only how many lead: a cut list would hide exactly who leads (the scoresheet has them all).
 */
export function fewestText(view: ToeppenView, name: (s: number) => string, width: number): string {
  const groups: { units: number; seats: number[] }[] = [];
  for (const s of standingOrder(view.balances)) {
    const u = view.balances[s] ?? 0;
    const last = groups[groups.length - 1];
    if (last?.units === u) last.seats.push(s);
    else groups.push({ units: u, seats: [s] });
  }
  const amount = (units: number): string => (view.options.show_pints && units >= 16 ? `${units} (${pints(units)} pt)` : `${units}`);
  const said = (g: { units: number; seats: number[] }): string => `${g.seats.map(name).join(', ')} ${amount(g.units)}`;
  const all = `Fewest: ${groups.map(said).join(' · ')}`;
  if (all.length <= width) return all;
  const top = groups[0]!;
  if (groups.length === 1) return `Fewest: all ${amount(top.units)}`;
  const leaders = `Fewest: ${said(top)}`;
  return leaders.length <= width ? leaders : `Fewest: ${top.seats.length} tied on ${amount(top.units)}`;
}

/** Tøppen's panel in the middle of the table: the fine, yours, everyone's, the standings, the drittsekk. */
export function ToeppenCentre({ view, width, names }: CentreProps<ToeppenView>) {
  const name = (s: number): string => seatName(names, s);
  const me = view.seat;
  const live = view.dealNo > 0;
  let yours = '';
  if (me !== null && live) {
    const m = view.multipliers[me] ?? 1;
    yours = view.out[me] ? ` · you folded (paid ${view.potentialFines[me] ?? 0})` : ` · yours ${stake(view, me)}${m > 1 ? ` (×${m})` : ''}`;
  }
  const standing = fewestText(view, name, width);
  return (
    <Box flexDirection="column" width={width} alignItems="center">
      <Text wrap="truncate">
        <Text bold color="yellow">
          Fine {view.fine}
        </Text>
        {yours}
      </Text>
      <Text wrap="truncate">{live ? stakesText(view, name) : 'Nobody has knocked'}</Text>
      <Text wrap="truncate">{standing}</Text>
      <Text wrap="truncate" dimColor>
        Drittsekk: {view.drittsekkSize} cards
      </Text>
    </Box>
  );
}
