// Comparing a file's line with the line the rules give: the one notion of "the same line" that
// replay, floating announcements and mutation checks share.
import type { GameLine } from '../../core/history-lines.js';
import type { Game } from '../../contract/game.js';
import { lineSchemas } from '../history/schema.js';

export const short = (x: unknown): string => JSON.stringify(x) ?? 'nothing';

/** Free text a writer words as it likes: never compared. */
const FREE_TEXT: ReadonlySet<string> = new Set(['note']);

/** The fields history.md defines for each line type (a writer may add others; those are not compared). */
const KNOWN_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(lineSchemas).map(([type, schema]) => [type, new Set(Object.keys(schema.entries))]),
);

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * How the file's line differs from the line the rules give, or null when it does not: every field
 * the rules write must be equal, and a spec field the rules do not write must be absent.
 */
export function lineDiff(
  file: Readonly<Record<string, unknown>>,
  ours: Readonly<Record<string, unknown>>,
  game?: Pick<Game<unknown, unknown, unknown>, 'name' | 'endReasons' | 'sameEndReason'>,
): string | null {
  const type = String(ours['type']);
  if (file['type'] !== type) return `a "${String(file['type'])}" line where the rules give ${short(ours)}`;
  const diffs: string[] = [];
  for (const [k, val] of Object.entries(ours)) {
    if (FREE_TEXT.has(k)) continue;
    // The game says which of its end words mean the same (Game.sameEndReason).
    if (type === 'end' && k === 'reason' && game) {
      const word = String(file[k]);
      if (!game.endReasons.includes(word)) {
        diffs.push(`reason ${short(file[k])} is not a ${game.name} ending (${game.endReasons.join(', ')}); the rules give ${short(val)}`);
        continue;
      }
      if (game.sameEndReason?.(word, String(val))) continue;
    }
    // `winners` is a set of seats (history.md): any order.
    if (
      type === 'end' &&
      k === 'winners' &&
      Array.isArray(file[k]) &&
      deepEqual([...(file[k] as number[])].sort(), [...(val as number[])].sort())
    )
      continue;
    // An exchange's `gave` and `got` say which cards moved, not in what order.
    if (type === 'exchange' && (k === 'gave' || k === 'got') && Array.isArray(file[k]) && Array.isArray(val) && sameCards(file[k], val))
      continue;
    if (!deepEqual(file[k], val)) diffs.push(`${k} ${short(file[k])} vs ${short(val)}`);
  }
  const known = KNOWN_FIELDS[type];
  for (const k of Object.keys(file)) {
    if (known?.has(k) && !Object.hasOwn(ours, k) && !FREE_TEXT.has(k)) diffs.push(`${k} ${short(file[k])} vs nothing`);
  }
  if (diffs.length === 0) return null;
  // Not compared, but when the line differs anyway each side's own words say what it scored.
  const notes =
    typeof file['note'] === 'string' && typeof ours['note'] === 'string' && file['note'] !== ours['note']
      ? ` (notes: ${short(file['note'])} vs ${short(ours['note'])})`
      : '';
  return `${type} differs (file vs rules): ${diffs.join('; ')}${notes}`;
}

/** The same cards, in any order. */
export const sameCards = (a: readonly string[], b: readonly string[]): boolean => deepEqual([...a].sort(), [...b].sort());

/** lineDiff for two history lines, the file's first. */
export const gameLineDiff = (file: GameLine, ours: GameLine, game?: Parameters<typeof lineDiff>[2]): string | null =>
  lineDiff(file as unknown as Record<string, unknown>, ours as unknown as Record<string, unknown>, game);

/** The file's line is the line the rules give. */
export const sameLine = (file: GameLine, ours: GameLine): boolean => gameLineDiff(file, ours) === null;
