// Plays a match through the screen by keys, the way a person would, checking what it shows.
import { readFileSync } from 'node:fs';
import { KEY, nextQuestion, type Table } from './pty.js';

export interface DriveLog {
  readonly screens: string[];
  readonly seen: Set<string>;
}

export interface DriveOptions {
  /** Called on every screen that asks a human something, before the key is sent. */
  readonly onDecision?: (screen: string) => void;
  /** Called on every privacy screen. */
  readonly onPrivacy?: (screen: string) => void;
  /** Stop when this returns true (e.g. to kill the program mid-deal). */
  readonly stopWhen?: (screen: string) => boolean;
  readonly maxSteps?: number;
}

const ASKS =
  /match is over [—-] standings|Pass to|Press Enter (to continue|for the standings)|Do you lift\?|(Lift|Lupf) or pass\?|Name the price|Play or drop\?|Are you in\?|Mit or pass\?|Exchange your|Scrap the deal\?|Shove the deal on|play a card/;

/** Answers every question until the standings (or `stopWhen`). Returns the last screen. */
export async function playByKeys(t: Table, opts: DriveOptions = {}): Promise<DriveLog & { last: string }> {
  const screens: string[] = [];
  const seen = new Set<string>();
  let last = '';
  let lift = 0;
  for (let step = 0; step < (opts.maxSteps ?? 400); step++) {
    const s = await nextQuestion(t, last, ASKS);
    last = s;
    screens.push(s);
    if (opts.stopWhen?.(s)) return { screens, seen, last: s };
    if (/match is over [—-] standings/.test(s)) {
      seen.add('standings');
      return { screens, seen, last: s };
    }
    if (s.includes('Pass to')) {
      seen.add('privacy');
      opts.onPrivacy?.(s);
      t.press(KEY.enter);
      continue;
    }
    if (/Press Enter (to continue|for the standings)/.test(s)) {
      seen.add('summary');
      t.press(KEY.enter);
      continue;
    }
    opts.onDecision?.(s);
    if (/Do you lift\?|(Lift|Lupf) or pass\?/.test(s)) {
      seen.add('lift');
      // Alternate, so the test sees both a deal this seat lifts and one it lets go.
      t.press(lift++ % 2 === 0 ? 'l' : s.includes('Do you lift?') ? 'n' : 'p');
    } else if (s.includes('Name the price')) {
      seen.add('price');
      t.press('3');
      last = await t.waitFor(/(◀|<) +3 +(▶|>)/);
      t.press(KEY.enter);
    } else if (s.includes('Play or drop?')) {
      seen.add('join');
      t.press('y');
    } else if (/Are you in\?|Mit or pass\?/.test(s)) {
      seen.add('join');
      t.press('m');
    } else if (s.includes('Scrap the deal?') || s.includes('Shove the deal on')) {
      t.press(KEY.enter);
    } else if (s.includes('Exchange your')) {
      seen.add('exchange');
      t.press('e');
    } else if (s.includes('play a card')) {
      seen.add('play');
      t.press(KEY.enter);
    }
  }
  throw new Error(`no end after ${opts.maxSteps ?? 400} screens; last:\n${last}`);
}

export function historyLines(path: string): Array<Record<string, unknown>> {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Card faces of the Swiss deck as the table shows them (rank, a dash, the suit's mark). */
export function faceOf(code: string): string {
  const rank: Record<string, string> = { A: 'A', T: '10', K: 'K', Q: 'O', J: 'U' };
  const suit: Record<string, string> = { C: 'Ac', S: 'Sh', H: 'Ro', D: 'Be' };
  return `${rank[code[0]!]}-${suit[code[1]!]}`;
}

/** The faces on the "Your hand" rows (the raised card sits on the row above). */
export function handRowFaces(screen: string): string[] {
  const lines = screen.split('\n');
  const i = lines.findIndex((l) => l.startsWith('Your hand'));
  if (i < 0) return [];
  const rows = [lines[i - 1] ?? '', lines[i]!].filter((l) => !l.includes('│'));
  return rows.flatMap((l) => [...l.matchAll(/[[(](10|[AKOU])-(Ac|Sh|Ro|Be) ?[\])]/g)].map((m) => `${m[1]}-${m[2]}`));
}
