// `cardtable list`: games, variants, seat kinds and every house-rule option, from the registries.
import { HUMAN_SEAT_SUMMARY } from '../bots/agent.js';
import { gamesOfKind, seatKindSummary, seatKinds } from '../bots/index.js';
import { acceptedValues, describeDefault, whereApplies } from '../games/options.js';
import { GAMES } from '../games/registry.js';
import type { GameEntry } from '../contract/entry.js';
import { pad } from '../core/text.js';

export function listText(games: readonly GameEntry[] = GAMES): string {
  const out: string[] = ['GAMES'];
  for (const entry of games) {
    if (!entry.game) {
      out.push(`  ${pad(entry.id, 10)} ${entry.name}: coming (not playable yet)`);
      continue;
    }
    const game = entry.game;
    out.push(`  ${pad(entry.id, 10)} ${entry.name}: ${entry.summary}`);
    for (const v of game.variants) {
      const dflt = v.id === game.defaultVariant ? ', default variant' : '';
      out.push('');
      const range =
        v.minPlayers === v.maxPlayers
          ? `${v.minPlayers} players`
          : `${v.minPlayers}–${v.maxPlayers} players (default ${v.defaultPlayers}${dflt})`;
      out.push(`    --variant ${v.id}: ${v.name}; ${range}${v.minPlayers === v.maxPlayers && dflt ? ` (${dflt.replace(/^, /, '')})` : ''}`);
      out.push(`      ${v.summary}`);
      out.push('      options (--rule key=value):');
      const w = Math.max(...v.options.map((o) => o.key.length));
      const tw = Math.max(...v.options.map((o) => acceptedValues(o, 'short').length));
      for (const o of v.options) {
        const where = whereApplies(o);
        out.push(
          `        ${pad(o.key, w)}  ${pad(acceptedValues(o, 'short'), tw)}  default ${pad(describeDefault(o), 6)}  ${o.summary}${where ? ` (${where})` : ''}`,
        );
      }
    }
    for (const v of entry.coming ?? []) {
      out.push('');
      out.push(`    --variant ${v.id}: ${v.name}; coming (not playable yet)`);
    }
  }
  out.push('', 'SEAT KINDS (--seats, comma-separated, one per player)');
  const kinds: Array<{ kind: string; summary: string }> = [
    { kind: 'human', summary: HUMAN_SEAT_SUMMARY },
    ...seatKinds().map((k) => {
      const summary = seatKindSummary(k, games);
      return {
        kind: k.kind,
        summary: `${summary}${k.simOnly && !/sim only/.test(summary) ? ' (sim only)' : ''}${k.needsBots ? ` (${gamesOfKind(k, games).join(', ')})` : ''}`,
      };
    }),
  ];
  const kw = Math.max(...kinds.map((k) => k.kind.length));
  for (const k of kinds) out.push(`  ${pad(k.kind, kw)}  ${k.summary}`);
  return out.join('\n') + '\n';
}
