// Fipsen through the shared match loop, replay and resume: a discard is recorded as an `exchange`
// line and decoded back, and `trump` is written even when the rules leave one suit (§8).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../src/bots/agent.js';
import type { HistoryLine } from '../../../src/core/history-lines.js';
import { HistoryWriter } from '../../../src/engine/history/writer.js';
import { lockHistory } from '../../../src/engine/history/lock.js';
import { parseHistory } from '../../../src/engine/history/reader.js';
import { MemorySink, runMatchSync } from '../../../src/engine/match.js';
import { replayHistory } from '../../../src/engine/replay.js';
import { planResume, resumeMatch } from '../../../src/engine/resume.js';
import { fipsen, type FipsenAction, type FipsenView } from '../../../src/games/fipsen/index.js';
import { onlyChoice } from '../../../src/contract/game.js';
import { tempDir, replayChecked } from '../../engine/helpers.js';
import { setupOf } from '../../engine/helpers.js';

/**
 * Random, but a plain bid (no Hand, no Ruten, no Kieker) where one is offered, and the Skat taken:
 * the auctions then end in contracts that discard.
 */
function skatTaker(): Agent<FipsenView, FipsenAction> {
  return {
    id: 'bot:random',
    decide(_view, legal, ctx) {
      const plain = legal.filter((a) => (a.kind === 'bid' && a.bid.kind === 'tricks' && !a.bid.hand && !a.bid.ruten) || a.kind === 'skat');
      return ctx.rng.pick(plain.length > 0 ? plain : legal);
    },
  };
}

function play(variant: string, players: number, seed: string, sink: { write(l: HistoryLine): void }) {
  let forcedTrumps = 0;
  const agents = Array.from({ length: players }, () => skatTaker());
  runMatchSync(setupOf(fipsen, variant, players, seed, { deals: '12' }, agents), {
    sink,
    onStep: (st) => {
      if (st.kind === 'forced' && st.lines[0]?.type === 'call' && st.lines[0].call === 'trump') forcedTrumps++;
    },
  });
  return forcedTrumps;
}

describe('Fipsen in the shared match loop', () => {
  it.each([
    ['prisdorf', 4, 'shared-p4'],
    ['prisdorf', 3, 'shared-p3'],
  ] as const)('%s %ip: discards are exchange lines, trump is always written, and replay agrees line by line', (variant, players, seed) => {
    const sink = new MemorySink();
    const forced = play(variant, players, seed, sink);
    const lines = sink.lines;
    const discards = lines.filter((l) => l.type === 'exchange' && l.got.length === 0);
    if (variant === 'prisdorf') expect(discards.length).toBeGreaterThan(0);
    // Every contract that reached play named its trump on a line of its own.
    const trumps = lines.filter((l) => l.type === 'call' && l.call === 'trump').length;
    const played = new Set(lines.flatMap((l) => (l.type === 'play' ? [l.deal] : []))).size;
    expect(trumps).toBe(played);
    if (variant === 'prisdorf' && players === 4) expect(forced).toBeGreaterThan(0);
    const { report } = replayChecked(fipsen, parseHistory(sink.text(), 'm.jsonl'));
    expect(report.finished).toBe(true);
  });

  it('a file without the forced trump line is refused: the rules write it', () => {
    const sink = new MemorySink();
    play('prisdorf', 4, 'shared-p4', sink);
    const parsed = parseHistory(sink.text(), 'm.jsonl');
    if (!parsed.ok) throw new Error(parsed.reason);
    // Find a trump call that was the only choice, by replaying up to it.
    let cut = -1;
    replayHistory(fipsen, parsed.value, {
      onLine: (state, line, lineNo) => {
        if (cut < 0 && line.type !== 'call') {
          const only = fipsen.turn(state).kind === 'decide' ? onlyChoice(fipsen, state) : null;
          if (only?.line?.type === 'call' && only.line.call === 'trump') cut = lineNo + 1;
        }
      },
    });
    expect(cut).toBeGreaterThan(0);
    const text = sink.text().trimEnd().split('\n');
    expect(JSON.parse(text[cut - 1]!)).toMatchObject({ type: 'call', call: 'trump' });
    const without = [...text.slice(0, cut - 1), ...text.slice(cut)].join('\n') + '\n';
    const cutParsed = parseHistory(without, 'm.jsonl');
    if (!cutParsed.ok) throw new Error(cutParsed.reason);
    const report = replayHistory(fipsen, cutParsed.value);
    expect(report.error ?? report.mismatches[0]).toMatch(new RegExp(`^m\\.jsonl:${cut}: `));
  });

  it('cut right after a discard, resumed: the same file byte for byte', async () => {
    const dir = tempDir();
    const path = join(dir, 'fipsen.jsonl');
    const w = HistoryWriter.create(path, lockHistory);
    if (!w.ok) throw new Error(w.reason);
    play('prisdorf', 4, 'shared-p4', w.value);
    w.value.close();
    const full = readFileSync(path, 'utf8');
    const lines = full.trimEnd().split('\n');
    const cut = lines.findIndex((l) => l.includes('"type":"exchange"') && l.includes('"got":[]')) + 1;
    expect(cut).toBeGreaterThan(0);
    writeFileSync(path, lines.slice(0, cut).join('\n') + '\n');
    const plan = planResume(path, (id) => (id === 'fipsen' ? fipsen : undefined));
    if (!plan.ok) throw new Error(plan.reason);
    const out = await resumeMatch(
      plan.value,
      Array.from({ length: 4 }, () => skatTaker()),
    );
    if (!out.ok) throw new Error(out.reason);
    expect(readFileSync(path, 'utf8')).toBe(full);
  });
});

describe('The Fipsen II games in the shared match loop', () => {
  function playRandom(variant: string, players: number, raw: Record<string, string>, seed: string): MemorySink {
    const sink = new MemorySink();
    runMatchSync(setupOf(fipsen, variant, players, seed, raw), { sink });
    return sink;
  }

  it.each([
    ['thedinghausen', 5, { games: '2' }, 'shared-t'],
    ['ansegger', 4, { deals: '12' }, 'shared-a'],
    ['duttfips', 4, { deals: '12', fips_uses_dutt: 'true' }, 'shared-d'],
  ] as const)('%s: the history the loop writes replays line by line to its end', (variant, players, raw, seed) => {
    const sink = playRandom(variant, players, raw, seed);
    const lines = sink.lines;
    const end = lines[lines.length - 1]!;
    expect(end).toMatchObject({ type: 'end', reason: variant === 'thedinghausen' ? 'target' : 'deals' });
    if (variant === 'duttfips') {
      // With fips_uses_dutt a Fips declarer's pick-up is his own line, then his discard.
      const fipsDeals = new Set(
        lines.flatMap((l) => (l.type === 'call' && l.call === 'bid' && l['contract'] !== 'ruten-oewer' ? [l.deal] : [])),
      );
      const taken = lines.filter((l) => l.type === 'exchange' && l.got.length === 5 && fipsDeals.has(l.deal));
      expect(fipsDeals.size).toBeGreaterThan(0);
      expect(taken.length).toBeGreaterThan(0);
    }
    const { report } = replayChecked(fipsen, parseHistory(sink.text(), 'm.jsonl'));
    expect(report.finished).toBe(true);
  });
});
