// Names and "you" in the sentences the rules write with seat numbers.
import { describe, expect, it } from 'vitest';
import { nameList, withNames, youForm } from '../../src/ui/names.js';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan'];

describe('names in sentences', () => {
  it('turns seats and lists of seats into names', () => {
    expect(withNames('seat 2 called AH', NAMES)).toBe('Cleo called AH');
    expect(withNames('Queens: seats 1 and 3. Seats 0, 1 and 2 score 4 each.', NAMES)).toBe(
      'Queens: Ben and Dan. Ana, Ben and Cleo score 4 each.',
    );
    expect(withNames('seat 7 is nobody', NAMES)).toBe('seat 7 is nobody');
    expect(nameList([2, 0], ['You', 'Ben', 'Cleo'])).toBe('Cleo and you');
    expect(nameList([0, 2], ['You', 'Ben', 'Cleo'])).toBe('You and Cleo');
  });

  it('speaks to "You" in the second person, only where You is the subject', () => {
    expect(youForm('You knocks.')).toBe('You knock.');
    expect(youForm('Deal 2: You deals. You passes; You is in (You has 3).')).toBe('Deal 2: You deal. You pass; You are in (You have 3).');
    expect(youForm("All others folded to You's knock. You's turn.")).toBe('All others folded to your knock. Your turn.');
    expect(youForm('knock by You, counter-knock by Dan')).toBe('knock by you, counter-knock by Dan');
    expect(youForm('You won the last trick.')).toBe('You won the last trick.');
    expect(youForm('Ana knocks.')).toBe('Ana knocks.');
  });

  it('puts a second verb in the second person only where the game lists it', () => {
    // The game's words module says which verbs its sentences put second; shared code knows none.
    expect(youForm('You lifts and exchanges.')).toBe('You lift and exchanges.');
    expect(youForm('You lifts and exchanges.', ['exchanges'])).toBe('You lift and exchange.');
    expect(youForm('You plays (pays the price).')).toBe('You play (pays the price).');
    expect(youForm('You plays (pays the price).', ['pays'])).toBe('You play (pay the price).');
    expect(youForm('You knocks and his stake doubles (the fine).', ['knocks'])).toBe('You knock and his stake doubles (the fine).');
  });
});
