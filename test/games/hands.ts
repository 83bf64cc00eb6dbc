// Hands in a test written as one line, seat by seat: 'AH 9C 9S / AS TS KS / …' reads as the deal
// does on a table, where a nested array takes a line a hand.
import type { Card } from '../../src/core/cards.js';

export const handsOf = (deal: string): Card[][] => deal.split('/').map((hand) => hand.trim().split(/\s+/) as Card[]);
