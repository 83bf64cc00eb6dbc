import { Box, Text } from 'ink';
import { face } from '../../../ui/cards.js';
import type { CardLook } from '../../../contract/view.js';
import { CardBacks } from '../../../ui/components/CardText.js';
import { nameList, youForm } from '../../../ui/names.js';
import { HAND_SIZE } from '../pack.js';
import type { FipsenView } from '../types.js';
import { TARGET } from '../race.js';
import { bidText, noteText, playedBid, VERBS } from './table-wording.js';

/**
 * The panel's lines besides the Skat: the auction (high bid, who holds it, who passed, whose call)
 * or, once it is won, the contract, the declarer's tricks and the doubling said. Plain strings so
 * a test can read them without Ink.
 */
export function centreLines(view: FipsenView, look: CardLook, names?: readonly string[]): { head: string; body: string; foot: string } {
  const name = (s: number): string => names?.[s] ?? `Seat ${s + 1}`;
  const live = view.dealNo > 0 && view.phase !== 'deal' && view.phase !== 'over';
  if (!live) {
    const last = view.lastDeal;
    if (view.dealNo === 0 || !last) return { head: 'Cards not dealt yet', body: '', foot: '' };
    // The deal's last trick may still lie on the table: say how the deal ended, not "not dealt".
    const who = view.race
      ? noteText(last.note, names ?? [])
      : last.declarer === null
        ? 'Thrown in: everybody passed'
        : youForm(`${name(last.declarer)} ${(last.delta[last.declarer] ?? 0) > 0 ? 'made it' : 'lost'}`, VERBS);
    return { head: `Deal ${last.deal} over`, body: who, foot: '' };
  }
  if (view.race) return raceLines(view, look, name);
  const a = view.auction;
  const c = view.contract;
  if (view.phase === 'siebener' || (view.phase === 'auction' && a)) {
    const passed = (a?.passed ?? []).flatMap((p, x) => (p ? [x] : []));
    const head = a?.high ? youForm(`High bid ${bidText(view, a.high)}: ${name(a.namer ?? a.holder!)}`, VERBS) : 'Auction: no bid yet';
    const body = passed.length > 0 ? `Passed: ${nameList(passed, names ?? [])}` : 'Nobody has passed';
    const foot = a && a.toCall >= 0 ? youForm(`${name(a.toCall)} to call`, VERBS) : '';
    return { head, body, foot };
  }
  if (!c) return { head: '', body: '', foot: '' };
  // A Hand the bid did not name (chosen, or required by a held bid) is said beside it.
  const played = playedBid(view) ?? c.bid;
  const how = played.kind === 'tricks' && view.handGame && !played.hand ? ' Hand' : '';
  const head = youForm(`${name(c.declarer)} plays ${bidText(view, played)}${how}`, VERBS);
  const won = view.tricks.filter((t) => t.winner === c.declarer).length;
  const need = c.bid.kind === 'tricks' && !view.continued ? c.bid.tricks : HAND_SIZE;
  // The suit's sign and "2/3 tricks": the line must fit the narrow middle of an 80-column table.
  const trump = view.trumpSuit ? `Trump ${face(`A${view.trumpSuit}`, look).slice(1)}` : 'Trump not named yet';
  // Duttfips' Dutt game and Ruten oewer (tricks 0): the most tricks, not a number (D-R6).
  const count = need === 0 ? `${won} tricks (most wins)` : `${won}/${need} tricks`;
  const tricks = view.phase === 'play' || view.phase === 'stop' ? ` · ${count}${view.continued ? ' (all five)' : ''}` : '';
  const body = `${trump}${tricks}`;
  const w = view.window;
  const said: string[] = [];
  if (w?.kontra != null) said.push(`Kontra: ${name(w.kontra)}${w.rekontra ? ' · Rekontra' : ''}`);
  if (w && w.knocks.length > 0) said.push(`Knocked: ${nameList(w.knocks, names ?? [])}`);
  return { head, body, foot: said.join(' · ') };
}

/** Thedinghausen: the game of the race, the turned card (T-R4, T-R5) and who is nearest ten. */
function raceLines(view: FipsenView, look: CardLook, name: (s: number) => string): { head: string; body: string; foot: string } {
  const race = view.race!;
  // Short: the middle of a 5-seat table is narrow.
  const head = `Game ${race.game} of ${race.games} · to ${TARGET}`;
  const turned = view.turnup ? face(view.turnup, look) : '';
  const trump = view.trumpSuit ? `Trump ${face(`A${view.trumpSuit}`, look).slice(1)}` : '';
  const body =
    view.turnupTaken === true && view.trumpSuit
      ? `${trump} · ${turned} taken for the ${face(`7${view.trumpSuit}`, look)}`
      : `${trump}${turned ? ` · turned ${turned}` : ''}`;
  const best = Math.max(...race.tally);
  const ahead = race.tally.flatMap((t, x) => (t === best ? [x] : []));
  const foot = best > 0 ? youForm(`Ahead: ${ahead.map(name).join(', ')} with ${best}`, VERBS) : '';
  return { head, body, foot };
}

/** Fipsen's panel in the middle of the table: the auction or the contract, and the Skat face down. */
export function FipsenCentre({
  view,
  look,
  width,
  names,
}: {
  readonly view: FipsenView;
  readonly look: CardLook;
  readonly width: number;
  readonly names?: readonly string[];
}) {
  const { head, body, foot } = centreLines(view, look, names);
  const skat = view.pileSizes['skat'] ?? 0;
  const live = view.dealNo > 0 && view.phase !== 'deal' && view.phase !== 'over';
  const rest = Object.entries(view.pileSizes).filter(([k, n]) => k !== 'skat' && n > 0);
  const restText = rest.map(([k, n]) => ` · ${k} ${n}`).join('');
  return (
    <Box flexDirection="column" width={width} alignItems="center">
      <Text wrap="truncate" bold>
        {head}
      </Text>
      <Text wrap="truncate">{body}</Text>
      {live && view.race ? (
        <Text wrap="truncate" dimColor>
          {rest
            .filter(([k]) => k !== 'turnup')
            .map(([k, n]) => `${k} ${n}`)
            .join(' · ')}
        </Text>
      ) : live && !('skat' in view.pileSizes) ? (
        // The Mecklenburg games deal no Skat: only the Dutt lies in the middle.
        <Text wrap="truncate" dimColor>
          {rest.map(([k, n]) => `${k} ${n}`).join(' · ')}
        </Text>
      ) : live ? (
        <Text wrap="truncate">
          {skat > 0 ? (
            <>
              Skat <CardBacks count={skat} look={look} />
            </>
          ) : view.handGame ? (
            'Skat face down (Hand)'
          ) : (
            'Skat taken'
          )}
          <Text dimColor>{restText}</Text>
        </Text>
      ) : (
        <Text> </Text>
      )}
      <Text wrap="truncate" color={foot ? 'yellow' : undefined}>
        {foot}
      </Text>
    </Box>
  );
}
