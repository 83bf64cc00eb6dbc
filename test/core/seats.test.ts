import { describe, expect, it } from 'vitest';
import { seatsFrom } from '../../src/core/seats.js';

describe('seatsFrom', () => {
  it('gives every seat once in playing order, wrapping round the table', () => {
    expect(seatsFrom(0, 4)).toEqual([0, 1, 2, 3]);
    expect(seatsFrom(3, 4)).toEqual([3, 0, 1, 2]);
    expect(seatsFrom(5, 4)).toEqual([1, 2, 3, 0]);
    expect(seatsFrom(-1, 3)).toEqual([2, 0, 1]);
    expect(seatsFrom(0, 1)).toEqual([0]);
  });
});
