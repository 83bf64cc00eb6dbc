// How cards are shown: English labels with the German/Swiss terms players use, or French suits.
import { rankOf, suitOf, type Card, type Rank, type Suit } from './cards.js';

export type DeckStyle = 'german' | 'swiss' | 'french';
export const DECK_STYLES: readonly DeckStyle[] = ['german', 'swiss', 'french'];

export interface SuitLabel {
  /** English label, e.g. "Acorns". */
  readonly name: string;
  /** The players' own word, e.g. "Eichel". */
  readonly native: string;
  /**
   * The suit's mark on a face. French packs have their pips (♣ ♠ ♥ ♦); German and Swiss packs have
   * no pip a terminal can draw (an acorn, a shield, a rose, a bell), so their mark is the first
   * letters of the suit's name, the same with and without --ascii.
   */
  readonly symbol: string;
  /** Plain-ASCII mark (`--ascii`). */
  readonly ascii: string;
  /** A colour name the UI maps to chalk; the symbol carries the meaning too, never colour alone. */
  readonly colour: 'red' | 'green' | 'yellow' | 'blue' | 'white' | 'magenta';
}

const SUIT_LABELS: Record<DeckStyle, Record<Suit, SuitLabel>> = {
  german: {
    C: { name: 'Acorns', native: 'Eichel', symbol: 'Ac', ascii: 'Ac', colour: 'yellow' },
    S: { name: 'Leaves', native: 'Laub', symbol: 'Lv', ascii: 'Lv', colour: 'green' },
    H: { name: 'Hearts', native: 'Herz', symbol: 'He', ascii: 'He', colour: 'red' },
    D: { name: 'Bells', native: 'Schellen', symbol: 'Be', ascii: 'Be', colour: 'magenta' },
  },
  swiss: {
    C: { name: 'Acorns', native: 'Eicheln', symbol: 'Ac', ascii: 'Ac', colour: 'yellow' },
    S: { name: 'Shields', native: 'Schilten', symbol: 'Sh', ascii: 'Sh', colour: 'blue' },
    H: { name: 'Roses', native: 'Rosen', symbol: 'Ro', ascii: 'Ro', colour: 'red' },
    D: { name: 'Bells', native: 'Schellen', symbol: 'Be', ascii: 'Be', colour: 'magenta' },
  },
  french: {
    C: { name: 'Clubs', native: 'Clubs', symbol: '♣', ascii: 'c', colour: 'white' },
    S: { name: 'Spades', native: 'Spades', symbol: '♠', ascii: 's', colour: 'white' },
    H: { name: 'Hearts', native: 'Hearts', symbol: '♥', ascii: 'h', colour: 'red' },
    D: { name: 'Diamonds', native: 'Diamonds', symbol: '♦', ascii: 'd', colour: 'red' },
  },
};

interface RankLabel {
  readonly name: string;
  /** The players' own word where it differs ("Sow" for the Ace of a German or Swiss pack). */
  readonly native?: string;
  readonly short: string;
}

// German and Swiss packs: the Ace is the Sow (Sau), the Ten the Banner; the court cards keep
// their own names, Ober and Unter, the words players of these packs use.
const GERMANIC_RANKS: Partial<Record<Rank, RankLabel>> = {
  A: { name: 'Ace', native: 'Sow', short: 'A' },
  T: { name: 'Banner', short: '10' },
  K: { name: 'King', short: 'K' },
  Q: { name: 'Ober', short: 'O' },
  J: { name: 'Unter', short: 'U' },
};
const FRENCH_RANKS: Partial<Record<Rank, RankLabel>> = {
  A: { name: 'Ace', short: 'A' },
  T: { name: 'Ten', short: '10' },
  K: { name: 'King', short: 'K' },
  Q: { name: 'Queen', short: 'Q' },
  J: { name: 'Jack', short: 'J' },
};

export function suitLabel(style: DeckStyle, suit: Suit): SuitLabel {
  return SUIT_LABELS[style][suit];
}

function rankLabel(style: DeckStyle, rank: Rank): RankLabel {
  const table = style === 'french' ? FRENCH_RANKS : GERMANIC_RANKS;
  return table[rank] ?? { name: rank, short: rank };
}

/**
 * Short face for the table, e.g. "J♦" (French), "J-d" (French, ascii), "U-Be" (German or Swiss,
 * with or without ascii: a letter mark is set off from the rank by a dash).
 */
export function cardFace(card: Card, style: DeckStyle, ascii = false): string {
  const rank = rankLabel(style, rankOf(card)).short;
  const suit = suitLabel(style, suitOf(card));
  const mark = ascii ? suit.ascii : suit.symbol;
  return /^[A-Za-z]/.test(mark) || ascii ? `${rank}-${mark}` : `${rank}${mark}`;
}

/**
 * Columns every face is padded to, so hands and tricks line up: the widest face of the deck
 * ("10♥", "10-Ro"). Every --ascii face takes 5 whatever the deck, so an ascii layout does not move
 * with --deck.
 */
export function faceWidth(style: DeckStyle, ascii: boolean): number {
  if (ascii) return 5;
  return Math.max(...(['C', 'S', 'H', 'D'] as const).map((s) => cardFace(`T${s}`, style).length));
}

/** The name of a rank in this deck, e.g. "Unter" (German, Swiss) or "Jack" (French). */
export function rankName(style: DeckStyle, rank: Rank): string {
  return rankLabel(style, rank).name;
}

/** The rank's name with the players' own word where it differs: "Ace (Sow)", "Unter", "Jack". */
export function rankNameNative(style: DeckStyle, rank: Rank): string {
  const l = rankLabel(style, rank);
  return l.native ? `${l.name} (${l.native})` : l.name;
}

/** Full English name, e.g. "Unter of Bells". */
export function cardName(card: Card, style: DeckStyle): string {
  return `${rankLabel(style, rankOf(card)).name} of ${suitLabel(style, suitOf(card)).name}`;
}
