// The table's seams for games other than Lupfen, driven by test/ui/seams-game.ts: returns and
// fines, secret turns, line audiences, the spectator view, sides and counters, the game's card
// order, and up to 8 seats at 80×24.
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../src/core/history-lines.js';
import type { Card } from '../../src/core/cards.js';
import { MemorySink, runMatch, runMatchSync } from '../../src/engine/match.js';
import { parseHistory } from '../../src/engine/history/reader.js';
import { ReplaySource, replayFrames } from '../../src/ui/replay.js';
import type { AnyAgent } from '../../src/bots/agent.js';
import { TableController } from '../../src/ui/controller.js';
import { INITIAL_UI, TableScreen, shownHand } from '../../src/ui/components/TableScreen.js';
import type { TableModel } from '../../src/ui/model.js';
import { promptLabels } from '../../src/ui/hint.js';
import { promptKey, type KeyName, type Selection } from '../../src/ui/prompt.js';
import type { Prompt } from '../../src/contract/table.js';
import { plain } from './fixtures.js';
import { screenText, type ScreenOptions } from './screen.js';
import { SEAM_ORDER, playSeams, seams, seamsUi, type SeamAction, type SeamState } from './seams-game.js';

const seatsOf = (n: number, humans: readonly number[] = [0]): SeatInfo[] =>
  Array.from({ length: n }, (_, i) =>
    humans.includes(i) ? { name: `Hu${i}`, kind: 'human' } : { name: `Bot${i}`, kind: 'bot', level: 'basic' },
  );

/** Plays the seams game: chance by seed, decisions by `choose` (first legal), until `until`. */
function advance(players: number, until: (s: SeamState) => boolean, choose?: (l: SeamAction[]) => SeamAction): SeamState {
  return playSeams({ variant: 'plain', players, seed: 'seams' }, until, choose);
}

function modelOf(s: SeamState, viewer: number | null, extra: Partial<TableModel> = {}): TableModel {
  const view = seams.view(s, viewer);
  return {
    ui: seamsUi,
    title: 'Seams',
    seats: seatsOf(s.players),
    look: { style: 'french', ascii: false },
    view,
    viewer,
    bottom: viewer ?? 0,
    log: [],
    decision: null,
    pause: null,
    lastTrick: null,
    rules: 'Seams rules.',
    order: SEAM_ORDER,
    returns: seams.returns(s),
    utility: 'fines',
    answering: seams.turn(s).kind === 'decide' && s.phase === 'ask',
    ...extra,
  };
}

// A status line is always showing, as at the live table.
const screen = (m: TableModel, options: ScreenOptions = {}) => screenText(m, { status: 'status', ...options });

const over = (s: SeamState) => s.phase === 'over';
const midTrick = (s: SeamState) => s.phase === 'play' && (s.trick?.cards.length ?? 0) > 0;

describe('the match end', () => {
  it('offers play again only where `a` plays again (not at a joined table, a resumed match or a replay)', () => {
    const m = modelOf(advance(4, over), 0, { pause: { kind: 'match-end' } });
    expect(screen(m)).toContain('play again');
    const there = screen(m, { canPlayAgain: false });
    expect(there).not.toContain('play again');
    expect(there).toMatch(/q\W+quit/);
  });
});

describe('returns, not balances', () => {
  it('ranks the fewest fines first at the match end, unsigned, in fine units and pints', () => {
    const s = advance(4, over);
    const out = screen(modelOf(s, 0, { pause: { kind: 'match-end' } }));
    const lines = out.split('\n').filter((l) => /^\W*\d\.\s/.test(l.replace(/^[│ ]+/, '')));
    const fines = lines.map((l) => Number(/(\d+) fine units/.exec(l)![1]));
    expect(fines.length).toBe(4);
    expect([...fines].sort((a, b) => a - b)).toEqual(fines);
    expect(out).toContain(`${s.totals[s.result!.winners[0]!]} fine units (`);
    expect(out).toContain('pints)');
    expect(out).toContain('★ winner');
    expect(out).toContain('fewest fine units win');
    expect(out).not.toMatch(/\+\d+ fine units/);
  });

  it('gives each seat its place by returns on the scoresheet, with counters and no pot column', () => {
    const s = advance(4, over);
    const out = screen(modelOf(s, 0), { ui: { ...INITIAL_UI, overlay: 'scores' } });
    const place = out.split('\n').find((l) => l.includes('Place'))!;
    const places = [...place.matchAll(/(\d)\./g)].map((m) => Number(m[1]));
    const best = Math.min(...s.totals);
    s.totals.forEach((t, i) => {
      if (t === best) expect(places[i]).toBe(1);
      else expect(places[i]).toBeGreaterThan(1);
    });
    expect(out).toContain('card points');
    expect(out).not.toContain('Pot');
    expect(out).not.toContain('undefined');
  });

  it('shows sides and counters in the deal summary', () => {
    const s = advance(4, (x) => x.history.length === 1);
    const out = screen(modelOf(s, 0, { pause: { kind: 'deal-summary', summary: s.history[0]! } }));
    expect(out).toMatch(/Hu0\s+Queens/);
    expect(out).toMatch(/Bot3\s+Opponents/);
    // A counter's label heads its column as the other headers are written.
    expect(out).toMatch(/Tricks +Card points +This deal/);
  });
});

describe('sides, counters, card order', () => {
  it('shows each seat’s side only as far as the viewer knows it, and counters beside tricks', () => {
    const s = advance(4, midTrick);
    const out = screen(modelOf(s, 2), { cols: 100, rows: 32 });
    // Seat 3 is truly an opponent too, but the viewer (seat 2) does not know it: one of each.
    expect(out.match(/Opponents/g)?.length).toBe(1); // the viewer's own side
    expect(out.match(/Queens/g)?.length).toBe(1); // seat 0's, public
    expect(out).toMatch(/\d+ pts/);
    // Rows (8 seats) give every seat a side column: "side ?" where the viewer cannot place it.
    const rows = screen(modelOf(advance(8, midTrick), 2));
    expect(rows).toContain('side ?');
    expect(rows.match(/Opponents/g)?.length).toBe(1);
  });

  it('sorts the hand by the game’s order and marks trumps that are not a suit', () => {
    const s = advance(4, (x) => x.phase === 'play');
    const hand: Card[] = ['KC', 'AD', 'JS'] as Card[];
    const state = { ...s, hands: s.hands.map((h, i) => (i === 0 ? hand : h)) };
    const m = modelOf(state, 0);
    expect(shownHand(m)).toEqual(['JS', 'AD', 'KC']);
    const ascii = screen({ ...m, look: { style: 'french', ascii: true } });
    const rows = ascii.split('\n');
    const handRow = rows.findIndex((l) => l.includes('Your hand'));
    // The two trumps (J♠, A♦) get a marker above them, the king of clubs none.
    expect((rows[handRow - 1]!.match(/\*/g) ?? []).length).toBe(2);
  });
});

describe('up to 8 seats at 80×24', () => {
  for (const n of [4, 8]) {
    it(`${n} seats: every name shows, no line passes 80 columns`, () => {
      const s = advance(n, midTrick);
      const app = render(<TableScreen model={modelOf(s, 0)} ui={INITIAL_UI} cols={80} rows={24} status="status" recording canPlayAgain />);
      const out = plain(app.lastFrame());
      app.unmount();
      if (process.env['SHOW_SEAMS']) console.log(out);
      for (let i = 1; i < n; i++) expect(out).toContain(`Bot${i}`);
      expect(out).toContain('Hu0');
      for (const line of out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
      expect(out.split('\n').length).toBeLessThanOrEqual(23);
      // The last seat is out of the deal: said in words, not by colour alone.
      expect(out).toMatch(new RegExp(`Bot${n - 1}[^\\n]*out`));
    });
  }
});

/** Drives a controller over the seams game; records what the screen showed, in order. */
async function drive(players: number, humans: readonly number[], until: (events: string[]) => boolean) {
  const seats = seatsOf(players, humans);
  const bot: AnyAgent = {
    id: 'bot:script',
    decide: (_v, legal: readonly SeamAction[]) => legal.find((a) => a.kind === 'answer' && !a.counter) ?? legal[0]!,
  };
  const ctl = new TableController({
    game: seams,
    ui: seamsUi,
    seats,
    bots: seats.map((s) => (s.kind === 'bot' ? bot : null)),
    variant: 'plain',
    speed: 'instant',
    ascii: false,
  });
  const events: string[] = [];
  const models: TableModel[] = [];
  let last: unknown = null;
  ctl.subscribe(() => {
    const m = ctl.getModel();
    if (!m || m === last) return;
    last = m;
    models.push(m);
    const p = m.pause;
    let e: string | null = null;
    if (p?.kind === 'privacy') e = `handover ${p.seat}`;
    else if (p?.kind === 'formal') e = `formal ${p.seat}`;
    else if (m.decision) e = `decide ${m.decision.seat} ${m.decision.prompt.kind}`;
    if (e && events[events.length - 1] !== e) events.push(e);
    setImmediate(() => {
      if (until(events)) {
        ctl.abort.abort('suspend');
        return;
      }
      const now = ctl.getModel();
      if (now !== m) return;
      if (m.pause && m.pause.kind !== 'match-end') ctl.proceed();
      else if (m.decision) {
        const d = m.decision.prompt;
        ctl.submit(
          d.kind === 'choice'
            ? (d.options.find((o) => o.key === 'c')?.action ?? d.options[0]!.action)
            : d.kind === 'cards'
              ? d.playable[0]!.action
              : null,
        );
      }
    });
  });
  await runMatch(
    { game: seams, variant: 'plain', players, options: { players, rounds: 1 }, seats, agents: ctl.agents(), seed: 's1' },
    { onStep: ctl.onStep, signal: ctl.abort.signal },
  );
  return { events, models, ctl };
}

describe('secret turns', () => {
  it('hot-seat: every asked human gets a hand-over and a turn alike; only the decider is asked for real', async () => {
    const { events } = await drive(4, [1, 2, 3], (e) => e.some((x) => x.endsWith('cards')));
    const secret = events.slice(
      0,
      events.findIndex((x) => x.endsWith('cards')),
    );
    expect(secret.slice(0, 6)).toEqual(['handover 1', 'formal 1', 'handover 2', 'decide 2 choice', 'handover 3', 'formal 3']);
  });

  it('hot-seat with a bot deciding: the humans asked see the same sequence as when one of them decides', async () => {
    const { events } = await drive(4, [1, 3], (e) => e.includes('formal 3'));
    expect(events.slice(0, 4)).toEqual(['handover 1', 'formal 1', 'handover 3', 'formal 3']);
  });

  it('a bot decides: the humans asked still get their turn, and the table names nobody', async () => {
    const { events, models, ctl } = await drive(4, [0, 1], (e) => e.includes('formal 1'));
    expect(events).toContain('formal 1');
    expect(events).not.toContain('formal 0'); // seat 0 is not asked
    const answering = models.find((m) => m.answering && m.pause === null);
    expect(answering).toBeDefined();
    void ctl;
  });

  it('the status line and the seats never point at the decider', () => {
    const s = advance(4, (x) => x.phase === 'ask');
    const m = modelOf(s, 0);
    expect(m.view.toAct).toBe(2); // the game's view names it…
    const ctl = new TableController({
      game: seams,
      ui: seamsUi,
      seats: seatsOf(4),
      bots: [null, null, null, null],
      variant: 'plain',
      speed: 'instant',
      ascii: false,
    });
    ctl.start(s);
    expect(ctl.statusText()).toBe('The table is answering…');
    const out = screen(ctl.getModel()!, { cols: 100, rows: 32, status: ctl.statusText() });
    expect(out).not.toContain('▶'); // …the table does not
    expect(out).not.toContain('thinking');
  });
});

describe('line audiences and the spectator view', () => {
  it('a line for seat 0 only reaches seat 0’s log; a line for nobody reaches none', async () => {
    const zero = await drive(4, [0], (e) => e.some((x) => x.endsWith('cards')));
    const log0 = zero.models[zero.models.length - 1]!.log.join('\n');
    expect(log0).toContain('Bot1 shows');
    expect(log0).not.toContain('says no');
    const one = await drive(4, [1], (e) => e.some((x) => x.endsWith('cards')));
    const log1 = one.models[one.models.length - 1]!.log.join('\n');
    expect(log1).not.toContain('shows');
    expect(log1).not.toContain('says no');
  });

  it('privacy screens are drawn from the spectator view, never a seat’s own', async () => {
    const { models } = await drive(4, [1, 2, 3], (e) => e.includes('handover 3'));
    const privacy = models.filter((m) => m.pause?.kind === 'privacy');
    expect(privacy.length).toBeGreaterThan(0);
    for (const m of privacy) {
      expect(m.view.seat).toBeNull();
      expect(m.view.hand).toBeNull();
      expect(m.view.counters![0]!.values[1]).toBeNull(); // what only players know
    }
  });
});

describe('prompts: a call with the card, several cards at once', () => {
  const hand = ['JS', 'AD', 'KC', 'QH'] as Card[];
  type Act = { kind: 'knock' } | { kind: 'play'; card: Card } | { kind: 'discard'; cards: readonly Card[] };
  const cardsPrompt: Prompt<Act> = {
    kind: 'cards',
    question: 'Your turn',
    playable: hand.map((card) => ({ card, action: { kind: 'play', card } })),
    calls: [{ key: 'k', label: 'Knock', action: { kind: 'knock' } }],
  };
  const pickPrompt: Prompt<Act> = {
    kind: 'cards',
    question: 'Discard two',
    playable: hand.slice(1).map((card) => ({ card, action: { kind: 'discard', cards: [card] } })),
    pick: { count: 2, actionFor: (cards) => ({ kind: 'discard', cards }) },
  };
  const sel0: Selection = { index: 0, typed: '' };

  it('k makes the call, Enter still plays the card, and both show on the prompt line and footer', () => {
    expect(promptKey(cardsPrompt, sel0, { input: 'k' }, hand)).toEqual({ act: { kind: 'knock' } });
    expect(promptKey(cardsPrompt, { index: 2, typed: '' }, { input: '', key: 'enter' }, hand)).toEqual({
      act: { kind: 'play', card: 'KC' },
    });
    const s = advance(4, (x) => x.phase === 'play');
    const m = modelOf(s, 0, { decision: { seat: 0, prompt: cardsPrompt as Prompt<unknown> } });
    const out = screen(m);
    expect(out).toContain('[k] Knock');
    expect(promptLabels(cardsPrompt, (a) => JSON.stringify(a), m.look).get(JSON.stringify({ kind: 'knock' }))).toBe('Knock');
    expect(out).toMatch(/k knock/);
  });

  it('a hint names each set of cards to lay away by their faces, as they are marked', () => {
    const labels = promptLabels(pickPrompt, (a) => JSON.stringify(a), { style: 'french', ascii: false });
    expect([...labels.values()]).toEqual(['A♦ K♣', 'A♦ Q♥', 'K♣ Q♥']);
    expect(labels.get(JSON.stringify({ kind: 'discard', cards: ['AD', 'QH'] }))).toBe('A♦ Q♥');
  });

  it('Space marks and unmarks, Enter confirms only with exactly the count, the action gets the marked cards', () => {
    let sel = sel0;
    const press = (input: string, key?: KeyName) => {
      const out = promptKey(pickPrompt, sel, { input, ...(key ? { key } : {}) }, hand);
      if (out && 'select' in out) sel = out.select;
      return out;
    };
    expect(press(' ', 'space')).toBeNull(); // J♠ may not be discarded
    press('', 'right');
    press(' ', 'space');
    expect(sel.chosen).toEqual([1]);
    expect(press('', 'enter')).toBeNull(); // one of two
    press('', 'right');
    press(' ', 'space');
    press('', 'right');
    expect(press(' ', 'space')).toBeNull(); // a third is refused
    press('', 'left');
    press(' ', 'space'); // unmark K♣
    press('', 'right');
    press(' ', 'space');
    expect(sel.chosen).toEqual([1, 3]);
    expect(press('', 'enter')).toEqual({ act: { kind: 'discard', cards: ['AD', 'QH'] } });
    const s = advance(4, (x) => x.phase === 'play');
    const state = { ...s, hands: s.hands.map((h, i) => (i === 0 ? hand : h)) };
    const out = screen(modelOf(state, 0, { decision: { seat: 0, prompt: pickPrompt as Prompt<unknown> } }), {
      ui: { ...INITIAL_UI, selection: sel },
    });
    expect(out).toContain('(2 of 2 marked)');
    expect(out).toContain('Space mark');
    expect((out.match(/✓/g) ?? []).length).toBe(2);
  });
});

describe('replay watches as a spectator', () => {
  it('draws the public parts from view(state, null) and shows no line meant for one seat or none', () => {
    const bot: AnyAgent = {
      id: 'bot:script',
      decide: (_v, legal: readonly SeamAction[]) => legal.find((a) => a.kind === 'answer' && !a.counter) ?? legal[0]!,
    };
    const sink = new MemorySink();
    runMatchSync(
      {
        game: seams,
        variant: 'plain',
        players: 4,
        options: { players: 4, rounds: 1 },
        seats: seatsOf(4, []),
        agents: [bot, bot, bot, bot],
        seed: 'r1',
        startedAt: '2026-01-01T00:00:00Z',
      },
      { sink },
    );
    expect(sink.lines.some((l) => l.type === 'call' && l.call === 'no')).toBe(true);
    const parsed = parseHistory(sink.text(), 'seams.jsonl');
    if (!parsed.ok) throw new Error(parsed.reason);
    const { frames, error } = replayFrames(seams, parsed.value);
    expect(error).toBeNull();
    const src = new ReplaySource(seams, seamsUi, parsed.value, frames, undefined, false);
    for (let i = 0; i < frames.length; i++) {
      const m = src.getModel()!;
      expect(m.view.seat).toBeNull();
      expect(m.log.join('\n')).not.toMatch(/shows|says no/);
      src.step(1);
    }
    expect(src.getModel()!.log.join('\n')).toContain('wins trick');
  });
});
