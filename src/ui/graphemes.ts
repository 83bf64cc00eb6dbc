// Ink's text helpers (string-width, the older string-width under wrap-ansi, slice-ansi and
// ansi-tokenize) each make an Intl.Segmenter when they are loaded, and the first one made in a
// process loads ICU's break rules: ~7 ms of CPU before the first frame, for a table whose text is
// ASCII, box drawing and card suits. scripts/build.mjs hands them this stand-in instead: a string
// made only of code points that never join a neighbour into one grapheme is split into its code
// points, which is Intl.Segmenter's split of it; any other string goes to a real segmenter, made
// the first time one is needed. test/ui/graphemes.test.ts checks the split against Intl.Segmenter.

/**
 * Code points that are a grapheme each whatever stands beside them: none is CR, Extend, ZWJ,
 * SpacingMark, Prepend, a Hangul jamo or syllable or a regional indicator (UAX #29), and all are
 * in the Basic Multilingual Plane, so a code point is one UTF-16 unit. C0 controls but CR, ASCII,
 * Latin-1 but the soft hyphen, Latin Extended-A and -B, general punctuation (no spaces, joiners or
 * marks), arrows, mathematical operators, technical symbols, box drawing, blocks, geometric
 * shapes, miscellaneous symbols (the card suits), dingbats, arrows and Braille (the spinner).
 */
const ALONE = /^[\0-\x0C\x0E-\x7E\xA0-\xAC\xAE-\u024F\u2010-\u2027\u2030-\u205E\u2190-\u23FF\u2500-\u28FF]*$/;

interface Segment {
  readonly segment: string;
  readonly index: number;
  readonly input: string;
}

/** What Intl.Segmenter's segment() returns, for a string of ALONE code points. */
class AloneSegments implements Iterable<Segment> {
  constructor(private readonly input: string) {}

  /** The segment holding code unit `index` (Intl's rules: a missing or NaN index is 0; outside the string, undefined). */
  containing(index?: number): Segment | undefined {
    const i = Math.trunc(Number(index ?? 0)) || 0;
    return i >= 0 && i < this.input.length ? { segment: this.input[i]!, index: i, input: this.input } : undefined;
  }

  *[Symbol.iterator](): Iterator<Segment> {
    for (let i = 0; i < this.input.length; i++) yield { segment: this.input[i]!, index: i, input: this.input };
  }
}

/** Whether every code point of `text` is a grapheme of its own (see ALONE). */
export function graphemesAlone(text: string): boolean {
  return ALONE.test(text);
}

/** A grapheme segmenter that makes the real Intl.Segmenter only for a string that needs it. */
export function graphemeSegmenter(): { segment(text: string): Iterable<Segment> & { containing(index?: number): Segment | undefined } } {
  let real: Intl.Segmenter | null = null;
  return {
    segment(text: string) {
      if (ALONE.test(text)) return new AloneSegments(text);
      real ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
      return real.segment(text);
    },
  };
}
