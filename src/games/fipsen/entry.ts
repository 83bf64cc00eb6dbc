// Fipsen as the rest of the program sees it (src/games/registry.ts lists this entry).
import { gameEntry } from '../../contract/entry.js';
import { fipsen } from './index.js';

export const fipsenEntry = gameEntry(fipsen, {
  summary: 'Northern Germany: bid tricks for the Skat, Kieker and Fips; the declarer alone against the table.',
  loadBots: async () => (await import('./bots/index.js')).fipsenBots,
  ui: async () => (await import('./ui/index.js')).fipsenUi,
  // The auction's and the doubling window's own words; a pass, hold or "no" says nothing worth counting.
  statCalls: {
    bid: 'bids',
    siebener: 'siebener',
    surrender: 'surrenders',
    kontra: 'kontras',
    rekontra: 'rekontras',
    knock: 'knocks',
    continue: 'durch',
    durch: 'durch',
  },
  // §8: a throw-in (P-R9, G-R3) is written as a settle with note "all passed"; it is no deal played (P-R18).
  unplayedDeal: (settle) => settle.note === 'all passed',
});
