// Turns command-line flags into a checked match configuration. Shared by `sim` and the
// interactive commands (src/cli/interactive.ts), so both refuse bad input with the same words:
// every reason reads "<what was wrong>; <what is accepted>".
import { randomBytes } from 'node:crypto';
import { acceptedSeatKinds, defaultBotKind, type SeatKindFilter } from '../bots/index.js';
import { DEFAULT_THINK_MS, HINT_THINK_FACTOR, THINK_MS_RANGE } from '../bots/levels.js';
import { seatsOf, simOnlyKind } from '../engine/seating.js';
import type { SeatInfo } from '../core/history-lines.js';
import type { AnyGame, Options, Result, VariantInfo } from '../contract/game.js';
import type { TableGame } from '../contract/view.js';
import { GAMES, findGame } from '../games/registry.js';
import { appliesAt, lengthOption, defaultFor, notHereReason, optionsAt, playerRange, zeroLengthMeans } from '../games/options.js';
import { DECK_STYLES, type DeckStyle } from '../core/deck-style.js';
import { escapedText, hasControl, shortText } from '../core/safe-text.js';
import { NAMES_ACCEPTED, namesProblem } from '../core/names.js';

const SEED_ACCEPTED = 'a seed is 1–64 printable characters';

export interface MatchFlags {
  readonly variant?: string;
  readonly players?: string | number;
  /** Seat kinds, one per seat: `human,bot:hard,bot:easy` as typed, or a list (the menu's). */
  readonly seats?: string | readonly string[];
  /** Names, one per seat: comma-separated as typed, or a list. */
  readonly names?: string | readonly string[];
  readonly seed?: string;
  /** `key=value` texts (`--rule`, repeatable). */
  readonly rule?: readonly string[];
  /** Options by key, as a list of `--rule`s would give them (the menu's). */
  readonly options?: Readonly<Record<string, string>>;
  /** Shorthand for `--rule <lengthKey>=N`: the variant's match length (deals, or games). */
  readonly deals?: string | number;
  /** Shorthand for `--rule deck_style=…`. */
  readonly deck?: string;
  /** `--think MS`: the search bots' thinking time a decision. */
  readonly think?: string | number;
}

export interface ConfigPolicy extends SeatKindFilter {
  /** Seat kind for seats the flags do not name (default: `human` first, then the default bot). */
  readonly defaultSeats?: (players: number) => string[];
  /** Name of the command, for messages ("sim needs …"). */
  readonly command?: string;
}

export interface SeatSpec {
  /** 'human' or 'bot:<level>'. */
  readonly kind: string;
  readonly name: string;
}

export interface ResolvedMatchConfig {
  readonly game: TableGame;
  readonly variant: VariantInfo;
  readonly players: number;
  readonly seats: readonly SeatSpec[];
  readonly names: readonly string[];
  readonly seed: string;
  /** Every option resolved by the game (players and deals included). */
  readonly options: Options;
  /** The history's `seats` entries. */
  readonly seatInfos: readonly SeatInfo[];
  /** The search bots' thinking time a decision in ms (`--think`); absent: their default. */
  readonly thinkMs?: number;
}

const fail = (reason: string): Result<never> => ({ ok: false, reason });

export function playableGames(): TableGame[] {
  return GAMES.flatMap((g) => (g.game ? [g.game] : []));
}

/** The game module for `id`, or a reason naming the accepted games. */
/** Whether game `id` has bots of its own (its entry's GameBots): every bot level but bot:random needs them. */
export function hasBots(id: string): boolean {
  const entry = findGame(id);
  return Boolean(entry?.bots ?? entry?.loadBots);
}

export function resolveGame(id: string): Result<TableGame> {
  const playable = playableGames().map((g) => g.id);
  const entry = findGame(id);
  if (!entry) {
    const coming = GAMES.filter((g) => !g.game).map((g) => g.id);
    return fail(`unknown game "${shortText(id)}"; games: ${playable.join(', ')}${coming.length ? ` (coming: ${coming.join(', ')})` : ''}`);
  }
  if (!entry.game) return fail(`${entry.name} is not playable yet; playable games: ${playable.join(', ')}`);
  return { ok: true, value: entry.game };
}

/** `entry`: the game's registry entry, whose `coming` variants are refused by name. */
export function resolveVariant(game: AnyGame, id: string | undefined, entry = findGame(game.id)): Result<VariantInfo> {
  const want = id ?? game.defaultVariant;
  const v = game.variants.find((x) => x.id === want.toLowerCase());
  const coming = entry?.coming?.find((x) => x.id === want.toLowerCase());
  if (coming)
    return fail(`${coming.name} is not playable yet; playable variants of ${game.id}: ${game.variants.map((x) => x.id).join(', ')}`);
  if (!v) return fail(`unknown variant "${shortText(want)}" of ${game.id}; variants: ${game.variants.map((x) => x.id).join(', ')}`);
  return { ok: true, value: v };
}

function parseWhole(flag: string, text: string | number, accepted: string): Result<number> {
  const t = String(text).trim();
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(Number(t)))
    return fail(`${flag} "${shortText(String(text))}" is not a whole number; ${accepted}`);
  return { ok: true, value: Number(t) };
}

/** `--think MS` for the help texts. */
export const THINK_HELP = `how long bot:hard thinks a decision (a hint ${HINT_THINK_FACTOR}× that), in ms from ${THINK_MS_RANGE.min} to ${THINK_MS_RANGE.max} (default ${DEFAULT_THINK_MS})`;

/** `review --think MS`, whose default is the match's own. */
export const THINK_REVIEW_HELP = `bot:hard's thinking time a decision, the values' being a hint's (${HINT_THINK_FACTOR}× that), in ms from ${THINK_MS_RANGE.min} to ${THINK_MS_RANGE.max}; default: the match's own --think, else ${DEFAULT_THINK_MS}`;

/** The validated `--think` value in ms; undefined when not given. */
export function parseThink(text: string | number | undefined): Result<number | undefined> {
  if (text === undefined) return { ok: true, value: undefined };
  const { min, max } = THINK_MS_RANGE;
  const t = String(text).trim();
  if (!/^\d+$/.test(t) || Number(t) < min || Number(t) > max)
    return fail(`--think "${shortText(String(text))}" is not a whole number of milliseconds from ${min} to ${max}`);
  return { ok: true, value: Number(t) };
}

/** The `deck_style` values of a game's variants: the faces its rules are written for. */
export function deckStyleOptions(game: Pick<AnyGame, 'variants'>): DeckStyle[] {
  const named = game.variants.flatMap((v) => v.options.find((o) => o.key === 'deck_style')?.values ?? []).map(String);
  return DECK_STYLES.filter((d) => named.includes(d));
}

/** The faces a table of `game` can show: its deck styles, and French faces, which every game can draw. */
export function tableDecks(game: Pick<AnyGame, 'variants'>): DeckStyle[] {
  const named = deckStyleOptions(game);
  return DECK_STYLES.filter((d) => d === 'french' || named.includes(d));
}

/** A fresh random seed when none is given: short, so people can type it back. */
export function randomSeed(): string {
  return randomBytes(4).toString('hex');
}

/**
 * The `key=value` texts the game resolves: `--rule`s, `--deals` as the variant's match-length
 * option (VariantInfo.lengthKey), and the defaults that depend on the number of players
 * (OptionSpec.defaultByPlayers) for options nobody named.
 */
export function rawOptions(
  gameId: string,
  variant: VariantInfo,
  players: number,
  flags: Pick<MatchFlags, 'rule' | 'options' | 'deals'>,
): Result<Record<string, string>> {
  // No prototype: `--rule __proto__=1` must be an unknown key like any other, not a no-op.
  const raw: Record<string, string> = Object.create(null) as Record<string, string>;
  const given: [string, string][] = [];
  for (const r of flags.rule ?? []) {
    const eq = r.indexOf('=');
    if (eq <= 0) {
      const keys = optionsAt(variant, players)
        .filter((o) => o.key !== 'players')
        .map((o) => o.key);
      return fail(`--rule "${shortText(r)}" is not key=value; options of ${gameId} ${variant.id}: ${keys.join(', ')}`);
    }
    given.push([r.slice(0, eq).trim(), r.slice(eq + 1).trim()]);
  }
  given.push(...Object.entries(flags.options ?? {}));
  for (const [key, value] of given) {
    if (Object.hasOwn(raw, key) && raw[key] !== value)
      return fail(`--rule ${shortText(key)} is given twice (${shortText(raw[key]!)} and ${shortText(value)}); give each option once`);
    // Refused here for every game, whatever its own resolver checks.
    const spec = variant.options.find((o) => o.key === key);
    if (spec && !appliesAt(spec, players)) return fail(notHereReason(gameId, variant, spec, players));
    raw[key] = value;
  }
  const length = lengthOption(variant);
  const unit = length?.key === 'games' ? 'games' : 'deals';
  const accepted = `give a whole number of ${unit}${length && (length.min === 0 || length.min === undefined) ? ` (0 = ${zeroLengthMeans(variant)})` : ''}`;
  if (length && raw[length.key] !== undefined) {
    // Validated exactly like --deals, whichever way it is given.
    const d = parseWhole(`--rule ${length.key}`, raw[length.key]!, accepted);
    if (!d.ok) return d;
  }
  if (flags.deals !== undefined) {
    if (!length) return fail(`--deals: ${gameId} ${variant.id} has no set number of deals (a match ends on its target); leave --deals out`);
    const d = parseWhole('--deals', flags.deals, accepted);
    if (!d.ok) return d;
    const given = raw[length.key];
    if (given !== undefined && Number(given) !== d.value)
      return fail(`--deals ${d.value} and --rule ${length.key}=${shortText(given)} contradict each other; give one of them`);
    raw[length.key] = String(d.value);
  }
  for (const o of optionsAt(variant, players)) {
    const byPlayers = o.defaultByPlayers?.[players];
    if (byPlayers !== undefined && raw[o.key] === undefined) raw[o.key] = String(defaultFor(o, players));
  }
  return { ok: true, value: raw };
}

export function resolveMatchConfig(gameId: string, flags: MatchFlags, policy: ConfigPolicy = {}): Result<ResolvedMatchConfig> {
  const g = resolveGame(gameId);
  if (!g.ok) return g;
  const game = g.value;
  const v = resolveVariant(game, flags.variant);
  if (!v.ok) return v;
  const variant = v.value;
  const seatTexts =
    flags.seats === undefined ? null : (typeof flags.seats === 'string' ? flags.seats.split(',') : flags.seats).map((s) => s.trim());
  const p = resolvePlayers(game, variant, flags, seatTexts);
  if (!p.ok) return p;
  const players = p.value;
  const k = resolveSeatKinds(game, players, seatTexts, policy);
  if (!k.ok) return k;
  const kinds = k.value;
  const n = resolveNames(flags, players, kinds);
  if (!n.ok) return n;
  const names = n.value;
  const rawOpts = rawOptions(game.id, variant, players, flags);
  if (!rawOpts.ok) return rawOpts;
  const raw = rawOpts.value;
  if (flags.deck !== undefined) {
    const d = withDeck(game, variant, raw, flags.deck);
    if (!d.ok) return d;
  }
  const options = game.resolveOptions(variant.id, players, raw);
  if (!options.ok) return options;
  const seed = resolveSeed(flags.seed);
  if (!seed.ok) return seed;
  const think = parseThink(flags.think);
  if (!think.ok) return think;
  const thinkMs = think.value;
  const seats = kinds.map((kind, i) => ({ kind, name: names[i]! }));
  const seatInfos: SeatInfo[] = seatsOf(kinds, names);
  const config = { game, variant, players, seats, names, seed: seed.value, options: options.value, seatInfos };
  return { ok: true, value: thinkMs === undefined ? config : { ...config, thinkMs } };
}

/** The number of players: `--players`, else one a seat `--seats` names, else the variant's default. */
function resolvePlayers(game: AnyGame, variant: VariantInfo, flags: MatchFlags, seatTexts: readonly string[] | null): Result<number> {
  const range = `${game.id} ${variant.id} takes ${playerRange(variant)} players`;
  let players: number;
  if (flags.players !== undefined) {
    const p = parseWhole('--players', flags.players, range);
    if (!p.ok) return p;
    players = p.value;
  } else players = seatTexts ? seatTexts.length : variant.defaultPlayers;
  if (players < variant.minPlayers || players > variant.maxPlayers) {
    return fail(
      flags.players === undefined && seatTexts
        ? `--seats names ${players} seat${players === 1 ? '' : 's'}; ${range}`
        : `--players ${players} is out of range; ${range}`,
    );
  }
  return { ok: true, value: players };
}

/** The seat kinds `--seats` names (lower case), or the policy's defaults; each one a kind this command accepts. */
function resolveSeatKinds(game: AnyGame, players: number, seatTexts: readonly string[] | null, policy: ConfigPolicy): Result<string[]> {
  const bots = hasBots(game.id);
  const accepted = acceptedSeatKinds(policy, bots);
  let kinds: string[];
  if (seatTexts) {
    if (seatTexts.length !== players) {
      return fail(
        `--seats names ${seatTexts.length} seat${seatTexts.length === 1 ? '' : 's'} for ${players} players; give one seat kind per player, e.g. ${Array.from({ length: players }, (_, i) => (i === 0 && policy.allowHuman !== false ? 'human' : defaultBotKind(bots))).join(',')}`,
      );
    }
    kinds = seatTexts.map((s) => s.toLowerCase());
  } else {
    kinds = policy.defaultSeats
      ? policy.defaultSeats(players)
      : Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : defaultBotKind(bots)));
  }
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i]!;
    if (k === 'human' && policy.allowHuman === false) {
      return fail(
        `${policy.command ?? 'this command'} needs a bot in every seat, not "human" (seat ${i}); seat kinds: ${accepted.join(', ')}`,
      );
    }
    if (!accepted.includes(k)) {
      if (simOnlyKind(k))
        return fail(`seat kind "${shortText(k)}" sees every hand, so it plays in sim only; seat kinds: ${accepted.join(', ')}`);
      return fail(`unknown seat kind "${shortText(k)}" (seat ${i}); seat kinds: ${accepted.join(', ')}`);
    }
  }
  return { ok: true, value: kinds };
}

/** The seats' names: `--names`, else "You" for a lone human, "Player N" for several, "Bot N" for the bots. */
function resolveNames(flags: MatchFlags, players: number, kinds: readonly string[]): Result<string[]> {
  if (flags.names !== undefined) {
    const given = typeof flags.names === 'string' ? flags.names.split(',') : [...flags.names];
    if (given.length !== players)
      return fail(`--names gives ${given.length} names for ${players} players; give one name per player, comma-separated`);
    const bad = namesProblem(given);
    if (bad) return fail(`--names: ${bad.reason}; ${NAMES_ACCEPTED}`);
    return { ok: true, value: given.map((s) => s.trim()) };
  }
  let bot = 0;
  let human = 0;
  const humans = kinds.filter((k) => k === 'human').length;
  return { ok: true, value: kinds.map((k) => (k === 'human' ? (humans === 1 ? 'You' : `Player ${++human}`) : `Bot ${++bot}`)) };
}

/** `--deck` as the variant's deck_style option in `raw`, unless the variant has one style or a --rule says another. */
function withDeck(game: AnyGame, variant: VariantInfo, raw: Record<string, string>, deck: string): Result<void> {
  const spec = variant.options.find((o) => o.key === 'deck_style');
  if (!spec) return fail(`--deck: ${game.id} ${variant.id} has one deck style only; leave --deck out`);
  if (raw['deck_style'] !== undefined && raw['deck_style'].toLowerCase() !== deck.toLowerCase()) {
    return fail(`--deck ${shortText(deck)} and --rule deck_style=${shortText(raw['deck_style'])} contradict each other; give one of them`);
  }
  raw['deck_style'] = deck;
  return { ok: true, value: undefined };
}

/** The match's seed: `--seed` trimmed, else a fresh one. */
function resolveSeed(flag: string | undefined): Result<string> {
  const seed = flag ?? randomSeed();
  // The seed is recorded in the history and shown on screens: one rule with names (safe-text.ts),
  // or resume, check and replay would refuse the very file this match writes.
  if (hasControl(seed))
    return fail(`--seed "${escapedText(shortText(seed))}" has a control character or invisible format character; ${SEED_ACCEPTED}`);
  const trimmed = seed.trim();
  if (trimmed.length === 0 || trimmed.length > 64) return fail(`--seed "${shortText(flag ?? '')}" is empty or too long; ${SEED_ACCEPTED}`);
  return { ok: true, value: trimmed };
}
