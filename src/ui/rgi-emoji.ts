// Ink measures every piece of text with string-width, which builds /^\p{RGI_Emoji}$/v when it is
// loaded and asks it about every non-ASCII grapheme (a suit symbol, a box-drawing line). That one
// expression is the dearest thing in reaching the first frame: ~13 ms to build and ~15 ms more
// to compile on its first test, before any card shows. scripts/build.mjs puts this stand-in in
// its place: the same answers, but a one-code-point grapheme without Emoji_Presentation is
// answered without it, and the expression is built only when a grapheme could be an emoji.
// test/ui/rgi-emoji.test.ts checks the shortcut against the expression for every code point.

/** The property of strings string-width tests; `v` mode, so written as text for the compiler. */
export const RGI_EMOJI_SOURCE = '^\\p{RGI_Emoji}$';

let rgi: RegExp | null = null;

/**
 * Only the Basic_Emoji part of RGI_Emoji has one-code-point members, and each of them has
 * Emoji_Presentation; every other member is a sequence of two or more code points.
 */
const presentation = /\p{Emoji_Presentation}/u;

/** One grapheme is a single code point (a lone surrogate counts as one). */
function singleCodePoint(segment: string): boolean {
  const cp = segment.codePointAt(0);
  return cp !== undefined && segment.length === (cp > 0xffff ? 2 : 1);
}

/** Whether a grapheme is an RGI emoji: what `/^\p{RGI_Emoji}$/v.test(segment)` answers. */
export function isRgiEmoji(segment: string): boolean {
  if (singleCodePoint(segment) && !presentation.test(segment)) return false;
  rgi ??= new RegExp(RGI_EMOJI_SOURCE, 'v');
  return rgi.test(segment);
}

/** The shape string-width uses (`rgiEmojiRegex.test(segment)`). */
export const rgiEmojiRegex = { test: isRgiEmoji };
