// Lupfen's action words: label, prompt, key and log from one table (test/games/play-through.ts).
import { describe, expect, it } from 'vitest';
import { lupfen } from '../../../src/games/lupfen/index.js';
import type { LupfenCallWord } from '../../../src/games/lupfen/types.js';
import { lupfenUi } from '../../../src/games/lupfen/ui/index.js';
import { callWords } from '../../../src/games/lupfen/action-words.js';
import { playThrough } from '../play-through.js';

describe('Lupfen: one word table for label, prompt, key and log', () => {
  const row = (variant: string, call: LupfenCallWord, c = {}) => {
    const w = callWords(variant, call, c);
    return [w.label, w.prompt ?? w.label, w.key ?? '', w.said];
  };

  it('classic: lift, no, price, play, drop, exchange, keep', () => {
    expect(row('classic', 'lift')).toEqual(['Lift', 'Lift', 'l', 'lifts']);
    expect(row('classic', 'pass')).toEqual(['No', 'No', 'n', 'says no']);
    expect(row('classic', 'price', { amount: 4 })).toEqual(['Price 4', 'Price 4', '', 'sets the price at 4']);
    expect(row('classic', 'join', { price: 3 })).toEqual(['Play', 'Play (pay 3)', 'y', 'plays (pays the price)']);
    expect(row('classic', 'drop')).toEqual(['Drop', 'Drop', 'd', 'drops out']);
    expect(row('classic', 'exchange')).toEqual(['Exchange', 'Exchange', 'e', 'exchanges']);
    expect(row('classic', 'keep')).toEqual(['Keep', 'Keep my cards', 'k', 'keeps the cards']);
  });

  it('vorarlberg: lupf, lupf blind, mit, and one pass (p) before and after the lupf', () => {
    expect(row('vorarlberg', 'lift')).toEqual(['Lupf', 'Lupf', 'l', 'lupfs']);
    expect(row('vorarlberg', 'lift', { blind: true })).toEqual(['Lupf blind', 'Lupf blind', 'b', 'lupfs blind']);
    expect(row('vorarlberg', 'join')).toEqual(['Mit', 'Mit', 'm', 'says mit']);
    expect(row('vorarlberg', 'pass')).toEqual(['Pass', 'Pass (out of this deal)', 'p', 'passes (out)']);
    expect(row('vorarlberg', 'drop')).toEqual(row('vorarlberg', 'pass'));
    expect(row('vorarlberg', 'scrap')).toEqual(['Scrap', 'Scrap the deal', 'x', 'scraps the deal']);
    expect(row('vorarlberg', 'shove')).toEqual(['Shove', 'Shove the deal on', 'v', 'shoves the deal on']);
    // Deal 4's own line says who deals; the call adds nothing.
    expect(row('vorarlberg', 'deal')).toEqual(['Deal', 'Deal', 'a', null]);
  });

  it('what the table offers and logs in real matches is that table', () => {
    const classic = playThrough(lupfen, lupfenUi, 'classic', 4, { deals: '12' }, 'words-classic');
    const known =
      /^(Lift → Lift \[l\]|No → No \[n\]|Drop → Drop \[d\]|Play → Play \(pay \d+\) \[y\]|Exchange → Exchange \[e\]|Keep → Keep my cards \[k\])$/;
    for (const o of classic.options) expect(o).toMatch(known);
    for (const o of ['Lift → Lift [l]', 'No → No [n]', 'Drop → Drop [d]', 'Play → Play (pay 1) [y]']) expect(classic.options).toContain(o);
    expect(classic.said).toContain('lifts.');
    expect(classic.said).toContain('plays (pays the price).');
    const vorarlberg = playThrough(
      lupfen,
      lupfenUi,
      'vorarlberg',
      4,
      { deals: '12', blind_lupf: 'true', dealer_stake: '3', shoving: 'true' },
      'words-vorarlberg',
    );
    for (const o of [
      'Lupf → Lupf [l]',
      'Lupf blind → Lupf blind [b]',
      'Look → Look at your cards [o]',
      'Mit → Mit [m]',
      'Pass → Pass (out of this deal) [p]',
      'Shove → Shove the deal on [v]',
      'Deal → Deal [a]',
    ])
      expect(vorarlberg.options).toContain(o);
    expect(vorarlberg.said).toContain('lupfs.');
    expect(vorarlberg.said).toContain('says mit.');
    expect(vorarlberg.said).toContain('passes (out).');
  });
});
