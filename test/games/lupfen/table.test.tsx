// Lupfen's table: each panel rendered from real views (pot, price, trump, stock, its calls and
// price chooser), at the minimum terminal size.
import { describe, expect, it } from 'vitest';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenState } from '../../../src/games/lupfen/types.js';
import { sortHand, face } from '../../../src/ui/cards.js';
import { INITIAL_UI } from '../../../src/ui/components/TableScreen.js';
import { seatSlots } from '../../../src/ui/components/Table.js';
import { LUPFEN_RANKS } from '../../../src/games/lupfen/pack.js';
import type { TableModel } from '../../../src/ui/model.js';
import { advance, model, start } from './fixtures.js';
import { screenText, type ScreenOptions } from '../../ui/screen.js';

// These screens show a bot thinking on the status line.
const screen = (m: TableModel, options: ScreenOptions = {}) => screenText(m, { status: 'Bot 2 is thinking…', ...options });

const liftOrJoin = (_s: LupfenState, l: ReturnType<typeof lupfen.legalActions>) =>
  l.find((a) => a.kind === 'call' && (a.call === 'lift' || a.call === 'join')) ?? l[0]!;

/** Seat 0 to play into a trick someone else led. */
function followState(): LupfenState {
  return advance(start(), (s) => s.phase === 'play' && s.pending[0] === 0 && (s.trick?.cards.length ?? 0) > 0, liftOrJoin);
}

describe('table screen', () => {
  it('shows every seat with name, chips and markers, and the pot, price, trump and stock', () => {
    const s = followState();
    const m = model(s, 0);
    const out = screen(m);
    for (const name of ['Ana (you)', 'Bot 2', 'Bot 3', 'Bot 4']) expect(out).toContain(name);
    expect(out).toContain(`Pot ${s.pot} chips`);
    expect(out).toContain(`Price ${s.price}`);
    expect(out).toContain(`Trump [${face(s.trumpCard!, m.look)}]`);
    expect(out).toContain(`Stock ${s.stock.length}`);
    expect(out).toContain('dealer');
    expect(out).toContain('lifter');
    expect(out).toMatch(/-?\d+ chips/);
    expect(out.split('\n').length).toBeLessThanOrEqual(23);
  });

  it('lays each card of the current trick at the seat that played it, and marks whose turn it is', () => {
    const s = followState();
    const out = screen(model(s, 0));
    for (const c of s.trick!.cards) expect(out).toContain(`[${face(c, model(s, 0).look)}]`);
    expect(out).toContain('▶ Ana (you)');
  });

  it('never shows another seat’s hand', () => {
    const s = followState();
    const m = model(s, 0);
    const out = screen(m);
    const publicCards = new Set([...(s.trick?.cards ?? []), s.trumpCard!]);
    for (let seat = 1; seat < 4; seat++) {
      for (const c of s.hands[seat]!) if (!publicCards.has(c)) expect(out).not.toContain(face(c, m.look));
    }
  });

  it('sorts the hand with trumps together, raises and marks the selection, dims unplayable cards', () => {
    const s = followState();
    const m = model(s, 0);
    const sorted = sortHand(s.hands[0]!, s.trumpCard![1] as 'C', LUPFEN_RANKS);
    const playable = new Set(lupfen.legalActions(s).map((a) => (a.kind === 'play' ? a.card : '')));
    const sel = sorted.findIndex((c) => playable.has(c));
    const out = screen(m, { ui: { ...INITIAL_UI, selection: { index: sel, typed: '' } } });
    const lines = out.split('\n');
    const raised = lines.findIndex((l) => l.includes(`[${face(sorted[sel]!, m.look)}]`) && !l.includes('│'));
    expect(raised).toBeGreaterThan(0);
    expect(lines[raised + 1]).toContain('▲');
    for (const c of sorted) {
      if (c === sorted[sel]) continue;
      expect(out).toContain(playable.has(c) ? `[${face(c, m.look)}]` : `(${face(c, m.look)})`);
    }
    expect(out).toContain('Your turn: play a card');
  });

  it('hand sorting puts the trump suit first, each suit high to low', () => {
    expect(sortHand(['JC', 'AH', 'KC', 'TD'], 'D', LUPFEN_RANKS)).toEqual(['TD', 'KC', 'JC', 'AH']);
  });

  it('shows the calls with their keys on the prompt line', () => {
    const s = advance(start(), (x) => x.phase === 'lift' && x.pending[0] === 0);
    const out = screen(model(s, 0));
    expect(out).toContain('Do you lift?');
    expect(out).toContain('[l] Lift');
    expect(out).toContain('[n] No');
  });

  it('shows the price chooser within the table limits', () => {
    const s = advance(start(), (x) => x.phase === 'price' && x.pending[0] === 0, liftOrJoin);
    const out = screen(model(s, 0), { ui: { ...INITIAL_UI, selection: { index: 3, typed: '' } } });
    expect(out).toContain('Name the price');
    expect(out).toMatch(/◀ +3 +▶/);
    expect(out).toContain('1–10 chips');
  });

  it('places seats around the table in the direction of play', () => {
    // classic turns counter-clockwise: the next seat sits on the bottom seat's right.
    expect(seatSlots(4, 0, false)).toEqual(['bottom', 'right', 'top', 'left']);
    expect(seatSlots(4, 0, true)).toEqual(['bottom', 'left', 'top', 'right']);
    expect(seatSlots(3, 1, true)).toEqual(['topRight', 'bottom', 'topLeft']);
    expect(new Set(seatSlots(6, 2, false)).size).toBe(6);
  });

  it('the privacy screen hides every hand', () => {
    const s = followState();
    const m = model(s, null, { pause: { kind: 'privacy', seat: 2 }, decision: null });
    const out = screen(m);
    expect(out).toContain('Pass to Bot 3 — press Enter');
    for (let seat = 0; seat < 4; seat++)
      for (const c of s.hands[seat]!) if (c !== s.trumpCard && !s.trick?.cards.includes(c)) expect(out).not.toContain(face(c, m.look));
  });

  it('on the hand-over screen, ? s t draw their public content (never a hand), and the footer says so', () => {
    const s = followState();
    const m = model(s, null, { pause: { kind: 'privacy', seat: 2 }, decision: null, lastTrick: null });
    expect(screen(m)).toMatch(
      /Enter show my cards · \? help\+rules · s scores · t last trick · q quit|Enter show my cards · \? help · s scores · t trick · q quit/,
    );
    const shown = { help: 'Help', scores: 'Scoresheet', trick: 'Last trick' } as const;
    for (const overlay of ['help', 'scores', 'trick'] as const) {
      const out = screen(m, { ui: { ...INITIAL_UI, overlay } });
      expect(out).toContain(shown[overlay]);
      expect(out).not.toContain('Pass to');
      for (let seat = 0; seat < 4; seat++)
        for (const c of s.hands[seat]!) if (c !== s.trumpCard) expect(out).not.toContain(face(c, m.look));
    }
  });

  it('below the minimum size, q shows its question (and says "saved" only when the match is recorded)', () => {
    const m = model(followState(), 0);
    const asked = { ...INITIAL_UI, quitAsked: true };
    const rec = screenText(m, { ui: asked, cols: 60, rows: 20 });
    expect(rec).toContain('Quit the match?');
    expect(rec).toContain('[y] quit');
    const unrec = screenText(m, { ui: asked, cols: 60, rows: 20, recording: false });
    expect(unrec).toContain('not recorded');
    expect(unrec).not.toMatch(/\bsaved\b/);
    const idle = screenText(m, { cols: 60, rows: 20, recording: false });
    expect(idle).not.toMatch(/\bsaved\b/);
    const help = (recording: boolean) => screenText(m, { ui: { ...INITIAL_UI, overlay: 'help' }, cols: 100, rows: 40, recording });
    expect(help(true)).toContain('the match is saved');
    expect(help(false)).not.toMatch(/\bsaved\b/);
    expect(help(false)).toContain('not recorded, so it cannot be resumed');
  });

  it('says what size it needs below 80×24', () => {
    const out = screen(model(followState(), 0), { cols: 70, rows: 20 });
    expect(out).toContain('at least 80×24');
    expect(out).toContain('This one is 70×20');
  });

  it('fills a 120×40 terminal with the log at the side', () => {
    const out = screen(model(followState(), 0), { cols: 120, rows: 40 });
    expect(out).toContain('Log');
    expect(out.split('\n').length).toBeLessThanOrEqual(39);
  });

  it('draws cards as boxes in a roomy terminal, the selection with a double border', () => {
    const s = followState();
    const m = model(s, 0);
    const out = screen(m, { ui: { ...INITIAL_UI, selection: { index: 0, typed: '' } }, cols: 120, rows: 40 });
    expect(out).toContain('╔');
    expect(out).toMatch(/Your hand +║/);
    expect(out.split('\n').length).toBeLessThanOrEqual(39);
  });

  it('honours --ascii faces', () => {
    const s = followState();
    const m = model(s, 0);
    const out = screen({ ...m, look: { ...m.look, ascii: true } });
    expect(out).not.toMatch(/[♣♠♥♦]/);
    expect(out).toMatch(/\[(A|10|K|O|U)-(Ac|Sh|Ro|Be)\]/);
  });
});

describe('panels', () => {
  const done = advance(start('classic', 4, { deals: '2' }), (x) => x.history.length >= 1, liftOrJoin);

  it('deal summary: tricks, who received or paid what, the pot, and waits for Enter', () => {
    const summary = done.history[0]!;
    const out = screen(model(done, 0, { pause: { kind: 'deal-summary', summary } }));
    expect(out).toContain(`Deal ${summary.deal} is over`);
    expect(out).toContain('Tricks');
    expect(out).toContain('This deal');
    expect(out).toContain(`Pot now: ${summary.pot} chips`);
    expect(out).toContain('Press Enter to continue');
  });

  it('scoresheet: deal-by-deal changes and running totals', () => {
    const out = screen(model(done, 0), { ui: { ...INITIAL_UI, overlay: 'scores' } });
    expect(out).toContain('Scoresheet');
    const d = done.history[0]!;
    expect(out).toContain(`${d.delta[0]! > 0 ? '+' : ''}${d.delta[0]}→${d.totals[0]}`);
  });

  it('help: keys and the variant’s rules, scrollable', () => {
    const m = model(done, 0);
    const top = screen(m, { ui: { ...INITIAL_UI, overlay: 'help' } });
    expect(top).toContain('Keys');
    expect(top).toContain('scoresheet');
    const later = screen(m, { ui: { ...INITIAL_UI, overlay: 'help', helpOffset: 30 } });
    expect(later).not.toContain('Enter / Space');
    expect(later).toContain('line 31/');
  });

  it('last trick: the cards and the winner', () => {
    const played = advance(start(), (x) => x.tricks.length >= 1, liftOrJoin);
    const t = played.tricks[0]!;
    const out = screen(model(played, 0, { lastTrick: t }), { ui: { ...INITIAL_UI, overlay: 'trick' } });
    expect(out).toContain('Last trick');
    expect(out).toContain('★ wins');
  });

  it('match end: standings and play again / quit', () => {
    const over = advance(start('classic', 4, { deals: '1' }), (x) => x.result !== null, liftOrJoin);
    const out = screen(model(over, 0, { pause: { kind: 'match-end' } }));
    expect(out).toContain('standings');
    expect(out).toContain('winner');
    expect(out).toContain('[a] play again');
    expect(out).toContain('[q] quit');
  });

  it('the quit question says the match is saved', () => {
    const out = screen(model(done, 0), { ui: { ...INITIAL_UI, quitAsked: true } });
    expect(out).toContain('Quit the match?');
    expect(out).toContain('cardtable resume');
  });
});

describe('log sentences', () => {
  it('speak to a lone human as "You"', async () => {
    const { youForm } = await import('../../../src/ui/names.js');
    expect(youForm('You lifts.')).toBe('You lift.');
    expect(youForm('You plays (pays the price).', ['pays'])).toBe('You play (pay the price).');
    expect(youForm('Deal 3: You lifted unopposed and takes 9', ['takes'])).toBe('Deal 3: You lifted unopposed and take 9');
    expect(youForm('Ana lifts.')).toBe('Ana lifts.');
  });
});
