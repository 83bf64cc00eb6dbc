// One vocabulary per variant and deck: classic lift/price/play/drop, vorarlberg lupf/mit/pass;
// Ober/Unter for the German and Swiss decks, Queen/Jack for the French, in the rules too.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import type { GameLine } from '../../../src/core/history-lines.js';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenState } from '../../../src/games/lupfen/types.js';
import { helpLines, keyHelp } from '../../../src/ui/components/overlays/Help.js';
import { logLine, lupfenRules, payersGrammar } from '../../../src/games/lupfen/ui/table-wording.js';
import { youForm } from '../../../src/ui/names.js';
import { VERBS } from '../../../src/games/lupfen/action-words.js';
import { lupfenUi } from '../../../src/games/lupfen/ui/index.js';
import { model, start } from './fixtures.js';
import { screenText } from '../../ui/screen.js';

/** Every screen of seat 0's decisions in a random match, and every log sentence. */
function playThrough(variant: string, raw: Record<string, string>, seed: string): { screens: string[]; log: string[] } {
  let s: LupfenState = start(variant, 4, { deals: '8', ...raw });
  const rng = Rng.fromSeed(seed);
  const screens: string[] = [];
  const log: string[] = [];
  const names = ['Ana', 'Bot 2', 'Bot 3', 'Bot 4'];
  for (let i = 0; i < 3000; i++) {
    const t = lupfen.turn(s);
    if (t.kind === 'over') break;
    const lines: GameLine[] = [];
    if (t.kind === 'chance') s = lupfen.apply(s, lupfen.drawChance(s, rng), lines);
    else {
      const legal = lupfen.legalActions(s);
      if (t.seat === 0 && legal.length > 1 && screens.length < 60)
        screens.push(screenText(model(s, 0, { log: [] }), { cols: 100, rows: 32 }));
      const a = rng.pick(legal);
      const line = lupfen.encodeAction(s, a);
      if (line) lines.push(line);
      s = lupfen.apply(s, a, lines);
    }
    for (const l of lines) {
      const text = logLine(variant, l, names, { style: 'german', ascii: false });
      if (text) log.push(text);
    }
  }
  return { screens, log };
}

describe('one vocabulary per variant', () => {
  it('vorarlberg says lupf, mit and pass on every screen and in the log, never lift, play or drop', () => {
    const { screens, log } = playThrough('vorarlberg', { blind_lupf: 'true', dealer_stake: '3', shoving: 'true' }, 'voc-v');
    const all = screens.join('\n');
    expect(all).toContain('Lupf or pass?');
    expect(all).toMatch(/\[l\] Lupf/);
    expect(all).toMatch(/\[p\] Pass/);
    expect(all).toContain('Mit or pass?');
    expect(all).toMatch(/\[m\] Mit/);
    for (const s of screens) expect(s.match(/.{0,30}(\blift|\bI'm in\b|\bdrop).{0,10}/i)?.[0] ?? null).toBeNull();
    expect(log.some((l) => / lupfs\.| lupfs blind\./.test(l))).toBe(true);
    expect(log.some((l) => / says mit\./.test(l))).toBe(true);
    for (const l of log) expect(l).not.toMatch(/\blift|\bdrop|is in \(/i);
  });

  it('classic says lift, price, play and drop, never lupf or mit', () => {
    const { screens, log } = playThrough('classic', {}, 'voc-c');
    const all = screens.join('\n');
    expect(all).toContain('Do you lift?');
    expect(all).toMatch(/\[y\] Play \(pay \d+\)/);
    expect(all).toMatch(/\[d\] Drop/);
    for (const s of [...screens, ...log]) expect(s.match(/\blupf(?!en)|\bmit\b/i)?.[0] ?? null, s).toBeNull();
  });

  it('no log line is said twice: a dealer who keeps the deal is told once, by the deal line', () => {
    const { log } = playThrough('vorarlberg', { dealer_stake: '3', shoving: 'true' }, 'voc-shove');
    for (let i = 1; i < log.length; i++) expect(log[i]!.replace(/^Deal \d+: /, ''), log[i]).not.toBe(log[i - 1]);
  });

  it('grammar: one payer pays, several pay; "You … and exchange"', () => {
    expect(payersGrammar('pot 24, 8 a trick: Ana 3 tricks, Ben 0 tricks; Ben pay 10')).toBe(
      'pot 24, 8 a trick: Ana 3 tricks, Ben 0 tricks; Ben pays 10',
    );
    expect(payersGrammar('x; Ben, Cleo pay 10')).toBe('x; Ben and Cleo pay 10');
    expect(payersGrammar('x; You pay 10')).toBe('x; You pay 10');
    expect(youForm('You shows U♦ U♣ O♥ and exchanges.', VERBS)).toBe('You show U♦ U♣ O♥ and exchange.');
    expect(lupfenUi.note('pot 24, 8 a trick: seat 0 3 tricks, seat 1 0 tricks; seat 1 pay 10', ['Ana', 'Ben'])).toBe(
      'pot 24, 8 a trick: Ana 3 tricks, Ben 0 tricks; Ben pays 10',
    );
  });
});

describe('deck words everywhere, the rules included', () => {
  it('German and Swiss decks say Ober and Unter; the French deck Queen and Jack, with French suits', () => {
    for (const variant of ['classic', 'vorarlberg']) {
      const swiss = lupfenRules(variant, { style: 'swiss', ascii: false });
      expect(swiss).toMatch(/\bOber\b/);
      expect(swiss).toMatch(/\bUnters?\b/);
      expect(swiss).not.toMatch(/\b(Over|Under)s?\b/);
      expect(swiss).toContain('Acorns, Shields, Roses and Bells');
      const french = lupfenRules(variant, { style: 'french', ascii: false });
      expect(french).toMatch(/\bQueen\b/);
      expect(french).toMatch(/\bJacks?\b/);
      expect(french).not.toMatch(/\b(Over|Under|Ober|Unter|Sows?|Banner)s?\b/);
      expect(french).toContain('Clubs, Spades, Hearts and Diamonds');
      if (variant === 'vorarlberg') expect(swiss.match(/.{0,30}\b(lift|drop|price)\b.{0,20}/i)?.[0] ?? null).toBeNull();
      expect(french).not.toMatch(/Acorns|Leaves|Shields|Roses|Bells/);
    }
    const exchange = advanceTo('classic', (x) => x.phase === 'exchange' && x.pending[0] === 0);
    if (exchange) {
      const m = model(exchange, 0);
      const fr = { ...m, look: { style: 'french' as const, ascii: false } };
      const p = lupfenUi.prompt(fr.view as never, lupfen.legalActions(exchange), fr.look);
      expect(p.question).toBe('Exchange your two Jacks and the Queen?');
    }
  });

  it("`cardtable rules` speaks as the table: the default deck's words, or the deck given", () => {
    for (const variant of ['classic', 'vorarlberg']) {
      const text = lupfen.rulesText(variant);
      expect(text).not.toMatch(/\b(Over|Under)s?\b/);
      expect(text).toMatch(/Three Unters/);
      expect(text).toMatch(/> King > Ober > Unter\./);
    }
    expect(lupfen.rulesText('classic')).toContain('20 cards: Acorns, Shields, Roses and Bells (the swiss deck;');
    expect(lupfen.rulesText('vorarlberg')).toContain('20 cards: Acorns, Leaves, Hearts and Bells (the german deck;');
    const french = lupfen.rulesText('vorarlberg', 'french');
    expect(french).toContain('In each suit, high to low: Ace > Ten > King > Queen > Jack.');
    expect(french).toContain('Three Jacks: cannot lose.');
    expect(french).toContain('exactly two Jacks and a Queen may scrap');
    expect(lupfen.rulesText('vorarlberg', 'swiss')).toContain('if the lupf card is a Rose, everybody plays');
  });

  it('? has a legend for each deck, ascii faces with --ascii', () => {
    const lines = (style: 'german' | 'swiss' | 'french', ascii: boolean) =>
      helpLines(lupfenRules('classic', { style, ascii }), 96, keyHelp(lupfenUi)).join('\n');
    expect(lines('german', false)).toMatch(
      /THE CARDS ON SCREEN \(german deck\)[\s\S]*Ac +Acorns \(Eichel\)[\s\S]*Lv +Leaves \(Laub\)[\s\S]*O Ober · U Unter/,
    );
    // A German or Swiss face never borrows a French pip: the legend and the faces use one mark.
    expect(lines('german', false)).not.toMatch(/[♣♠♥♦]/);
    expect(lines('swiss', false)).toMatch(/Sh +Shields \(Schilten\)[\s\S]*Ro +Roses \(Rosen\)[\s\S]*U-Be is the Unter of Bells/);
    expect(lines('swiss', false)).not.toMatch(/[♣♠♥♦]/);
    expect(lines('french', false)).toMatch(/THE CARDS ON SCREEN \(french deck\)[\s\S]*♣ +Clubs\n[\s\S]*Q Queen · J Jack/);
    expect(lines('swiss', true)).toMatch(/Sh +Shields \(Schilten\)[\s\S]*U-Be is the Unter of Bells/);
  });
});

function advanceTo(variant: string, until: (s: LupfenState) => boolean): LupfenState | null {
  for (let k = 0; k < 300; k++) {
    let s = start(variant);
    const rng = Rng.fromSeed(`x-${k}`);
    for (let i = 0; i < 200 && !until(s); i++) {
      const t = lupfen.turn(s);
      if (t.kind === 'over') break;
      const legal = lupfen.legalActions(s);
      s = lupfen.apply(
        s,
        t.kind === 'chance'
          ? lupfen.drawChance(s, rng)
          : (legal.find((a) => a.kind === 'call' && (a.call === 'lift' || a.call === 'join')) ?? legal[0]!),
      );
    }
    if (until(s)) return s;
  }
  return null;
}
