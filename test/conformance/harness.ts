// The conformance harness: what every game must satisfy whatever its rules (issue 10, §3). It knows
// games only through the Game interface and history lines, so a game gets all of it by being
// registered in src/games/registry.ts. OpenSpiel's game tests (random simulation, serialisation
// round trips, information-state consistency) are the model.
import type { AnyAgent } from '../../src/bots/agent.js';
import { findSeatKind } from '../../src/bots/index.js';
import { isCard, type Card } from '../../src/core/cards.js';
import type { DealLine, GameLine, HistoryLine, SeatInfo, Seat } from '../../src/core/history-lines.js';
import { Rng } from '../../src/core/rng.js';
import { MemorySink, runMatchSync, type HistorySink, type MatchSetup } from '../../src/engine/match.js';
import type { AnyGame, LineAudience, Options, Turn, VariantInfo } from '../../src/contract/game.js';
import { toy } from '../engine/toy-game.js';
import { entriesUnderTest } from '../test-registry.js';

/** The clock and version are the only inputs of a history that are not the seed: pinned here. */
export const STARTED = '2026-01-01T00:00:00.000Z';
export const APP = 'cardtable conformance';

export interface GameUnderTest {
  readonly id: string;
  readonly game: AnyGame;
}

/** Every playable game of the registry and the tests' registry, and the engine tests' toy game. */
export function gamesUnderTest(): GameUnderTest[] {
  const registered = entriesUnderTest().flatMap((e) => (e.game ? [{ id: e.id, game: e.game }] : []));
  return [...registered, { id: toy.id, game: toy }];
}

/** The minimum, default and maximum player counts of a variant (each once). */
export function playerCounts(v: VariantInfo): number[] {
  return [...new Set([v.minPlayers, v.defaultPlayers, v.maxPlayers])];
}

export interface Config {
  readonly game: AnyGame;
  readonly variant: string;
  readonly players: number;
  readonly options: Options;
  readonly seed: string;
  /** `game/variant/Np seed` — every failure message starts with it. */
  readonly label: string;
}

export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';
}

export function variantOf(game: AnyGame, variant: string): VariantInfo {
  const v = game.variants.find((x) => x.id === variant);
  if (!v) throw new Error(`${game.id}: no variant ${variant}`);
  return v;
}

/**
 * A config with `raw` house rules and the match length set to `length` where the variant has a
 * length option that accepts it (target-only games are cut short by the decision cap instead).
 */
export function makeConfig(
  game: AnyGame,
  variant: string,
  players: number,
  seed: string,
  raw: Record<string, string>,
  length: number,
): Config {
  const info = variantOf(game, variant);
  const rules = { ...raw };
  const lengthSpec = info.options.find((o) => o.key === info.lengthKey);
  if (lengthSpec && (lengthSpec.min ?? 0) <= length && length <= (lengthSpec.max ?? Infinity)) rules[lengthSpec.key] = String(length);
  const r = game.resolveOptions(variant, players, rules);
  if (!r.ok) throw new Error(`${game.id}/${variant}/${players}p: options ${JSON.stringify(rules)} rejected: ${r.reason}`);
  return { game, variant, players, options: r.value, seed, label: `${game.id}/${variant}/${players}p seed "${seed}"` };
}

/**
 * House rules drawn at random from the variant's option specs (each option kept at its default
 * half the time), so playouts also cover the rules' branches off the default path. Draws that
 * the game's cross-field checks reject are drawn again; after 20 misses the defaults are used.
 */
export function randomHouseRules(game: AnyGame, variant: string, players: number, rng: Rng): Record<string, string> {
  const info = variantOf(game, variant);
  for (let attempt = 0; attempt < 20; attempt++) {
    const raw: Record<string, string> = {};
    for (const spec of info.options) {
      if (spec.key === 'players' || spec.key === info.lengthKey || rng.next() < 0.5) continue;
      if (spec.type === 'bool') raw[spec.key] = String(rng.next() < 0.5);
      else if (spec.type === 'enum' && spec.values && spec.values.length > 0) raw[spec.key] = String(rng.pick(spec.values));
      else if (spec.type === 'int') {
        const step = spec.multipleOf ?? 1;
        const def = typeof spec.default === 'number' ? spec.default : (spec.min ?? 0);
        const candidates = [spec.min ?? 0, def, def + step, def + 2 * step].filter(
          (x) => x >= (spec.min ?? -Infinity) && x <= (spec.max ?? Infinity) && (x === 0 || x % step === 0),
        );
        if (candidates.length > 0) raw[spec.key] = String(rng.pick(candidates));
      }
    }
    if (game.resolveOptions(variant, players, raw).ok) return raw;
  }
  return {};
}

export interface Step {
  /** The state the action was applied to. */
  readonly pre: unknown;
  readonly state: unknown;
  readonly action: unknown;
  readonly seat: Seat | null;
  readonly kind: 'chance' | 'forced' | 'decision';
  /** The lines written for the step: the decision line (if written), then its consequences. */
  readonly lines: readonly HistoryLine[];
}

export interface Played {
  readonly config: Config;
  readonly initial: unknown;
  readonly steps: readonly Step[];
  /** Lines written after the last step (a quit's settle and end). */
  readonly trailing: readonly HistoryLine[];
  readonly final: unknown;
  readonly status: 'over' | 'quit' | 'suspended';
  readonly text: string;
  /** What stopped the match loop, if it threw (checkPlayout looks for the cause in the steps before). */
  readonly crash: Error | null;
}

export function seatInfos(players: number): SeatInfo[] {
  return Array.from({ length: players }, (_, i) => ({ name: `Seat ${i}`, kind: 'bot' as const, level: 'random' }));
}

/** bot:random from the seat-kind registry, as `--seats bot:random` makes it. */
export function randomAgents(config: Config): AnyAgent[] {
  const kind = findSeatKind('bot:random');
  if (!kind) throw new Error('bot:random is not registered');
  return Array.from({ length: config.players }, (_, seat) => {
    const r = kind.create({ game: config.game, variant: config.variant, players: config.players, seat, seed: config.seed });
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  });
}

export function matchSetup(config: Config, agents: readonly AnyAgent[]): MatchSetup<unknown, unknown, unknown> {
  return {
    game: config.game,
    variant: config.variant,
    players: config.players,
    options: config.options,
    seats: seatInfos(config.players),
    agents,
    seed: config.seed,
    startedAt: STARTED,
    app: APP,
  };
}

/**
 * One match through the real match loop with bot:random at every seat, every step kept with the
 * state before it. After `maxDecisions` asked decisions the players quit (the `quit` path).
 */
export function play(config: Config, maxDecisions: number, extraSink?: HistorySink): Played {
  const { game } = config;
  const initial = game.setup({ variant: config.variant, players: config.players, options: config.options });
  const mem = new MemorySink();
  const sink: HistorySink = extraSink
    ? {
        write(l) {
          mem.write(l);
          extraSink.write(l);
        },
      }
    : mem;
  const steps: Step[] = [];
  const stop = new AbortController();
  let pre = initial;
  let decisions = 0;
  let final = initial;
  let status: Played['status'] = 'suspended';
  let crash: Error | null = null;
  try {
    const out = runMatchSync(matchSetup(config, randomAgents(config)), {
      sink,
      signal: stop.signal,
      onStep(step) {
        steps.push({ pre, state: step.state, action: step.action, seat: step.seat, kind: step.kind, lines: step.lines });
        pre = step.state;
        if (step.kind === 'decision' && ++decisions >= maxDecisions) stop.abort('enough decisions');
      },
    });
    final = out.state;
    status = out.status;
  } catch (e) {
    crash = e instanceof Error ? e : new Error(String(e));
    final = pre;
  }
  const stepLines = steps.reduce((n, s) => n + s.lines.length, 0);
  return { config, initial, steps, trailing: crash ? [] : mem.lines.slice(1 + stepLines), final, status, text: mem.text(), crash };
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const json = (x: unknown): string => JSON.stringify(x) ?? 'undefined';

/** The first path at which two JSON values differ, for a message a person can act on. */
export function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (json(a) === json(b)) return '';
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  const cut = (x: unknown): string => {
    const t = json(x);
    return t.length > 160 ? `${t.slice(0, 157)}...` : t;
  };
  return `${path || '(root)'}: ${cut(a)} vs ${cut(b)}`;
}

interface Views {
  /** Each seat's view, then the spectator's. */
  readonly views: readonly unknown[];
  readonly texts: readonly string[];
}

/**
 * The views of the states a playout check looks at: each state is checked against its views and
 * compared by fingerprint with the state its line decodes to, and states are never changed, so
 * each one's views are made and serialised once (they were most of the conformance suite's time).
 */
const viewCache = new WeakMap<object, Views>();

function viewsOf(game: AnyGame, state: unknown, players: number): Views {
  const cached = typeof state === 'object' && state !== null ? viewCache.get(state) : undefined;
  if (cached && cached.views.length === players + 1) return cached;
  const views = [...Array.from({ length: players }, (_, s) => game.view(state, s)), game.view(state, null)];
  const made = { views, texts: views.map(json) };
  if (typeof state === 'object' && state !== null) viewCache.set(state, made);
  return made;
}

/** Every view of a state (each seat, then the spectator), serialised. */
export function allViews(game: AnyGame, state: unknown, players: number): string[] {
  return [...viewsOf(game, state, players).texts];
}

/** What a player or the table can tell about a state: turn, legal actions, every view, result. */
export function fingerprint(game: AnyGame, state: unknown, players: number): string {
  const turn = game.turn(state);
  const legal = turn.kind === 'decide' ? game.legalActions(state).map((a) => game.actionKey(a)) : [];
  return json({ turn, legal, views: allViews(game, state, players), result: game.result(state), returns: game.returns(state) });
}

function audienceOf(game: AnyGame, state: unknown, line: HistoryLine): LineAudience {
  if (line.type === 'match' || line.type === 'undo' || !game.audience) return 'all';
  return game.audience(state, line);
}

const readable = (audience: LineAudience, seat: Seat): boolean => audience === 'all' || (audience !== 'none' && audience.includes(seat));

function cardsOfLine(line: HistoryLine): Card[] {
  switch (line.type) {
    case 'play':
      return [line.card];
    case 'reveal':
      return [...(line.card ? [line.card] : []), ...(line.cards ?? [])];
    case 'exchange':
      return [...line.gave, ...line.got];
    case 'trick':
      return [...line.cards];
    case 'deal':
      return [...line.hands.flat(), ...Object.values(line.piles).flat()];
    default:
      return [];
  }
}

/** True when a card code appears in a line, whatever field carries it (a game's own fields too). */
function lineNames(line: HistoryLine, cards: readonly Card[]): boolean {
  const text = json(line);
  return cards.some((c) => text.includes(`"${c}"`));
}

// ---------------------------------------------------------------------------------------------
// The pack: where every card of the deal line is, followed through the history lines.

type Place = { kind: 'hand'; seat: Seat } | { kind: 'pile'; name: string } | { kind: 'played' } | { kind: 'aside'; seat: Seat };

class PackTracker {
  private firstPack: string | null = null;
  private place = new Map<Card, Place>();
  hands: Card[][] = [];
  /** Cards shown to everybody this deal, and to single seats (a reveal with an audience). */
  private shown = new Set<Card>();
  private shownTo: Set<Card>[] = [];
  private trickPlays: { seat: Seat; card: Card }[] = [];
  private totals: number[];
  private pot: number | null = null;
  dealt = false;
  /** The deal is scored: cards still in hands are thrown in (seats hold nothing), yet stay secret. */
  settled = false;

  constructor(
    private readonly players: number,
    startBalances: readonly number[],
    private readonly fail: (why: string) => never,
  ) {
    this.totals = [...startBalances];
  }

  private at(card: unknown, what: string): Place {
    if (!isCard(card)) this.fail(`${what}: ${json(card)} is not a card code`);
    const p = this.place.get(card);
    if (!p) this.fail(`${what}: ${card} is not a card of the deal line's pack`);
    return p;
  }

  private move(card: Card, to: Place): void {
    const from = this.place.get(card)!;
    if (from.kind === 'hand') this.hands[from.seat] = this.hands[from.seat]!.filter((c) => c !== card);
    if (to.kind === 'hand') this.hands[to.seat]!.push(card);
    this.place.set(card, to);
  }

  line(line: HistoryLine, audience: LineAudience): void {
    const n = this.players;
    switch (line.type) {
      case 'deal':
        this.deal(line);
        return;
      case 'play': {
        const p = this.at(line.card, `play of seat ${line.seat}`);
        if (p.kind !== 'hand' || p.seat !== line.seat) this.fail(`seat ${line.seat} plays ${line.card}, which is ${describePlace(p)}`);
        this.move(line.card, { kind: 'played' });
        this.trickPlays.push({ seat: line.seat, card: line.card });
        return;
      }
      case 'exchange':
        for (const c of line.gave) {
          const p = this.at(c, `exchange of seat ${line.seat} (gave)`);
          if (p.kind !== 'hand' || p.seat !== line.seat)
            this.fail(`seat ${line.seat} gives ${c} in an exchange, but it is ${describePlace(p)}`);
          this.move(c, { kind: 'aside', seat: line.seat });
        }
        for (const c of line.got) {
          const p = this.at(c, `exchange of seat ${line.seat} (got)`);
          if (p.kind !== 'pile' || p.name !== line.from)
            this.fail(`seat ${line.seat} gets ${c} from "${line.from}", but it is ${describePlace(p)}`);
          this.move(c, { kind: 'hand', seat: line.seat });
        }
        return;
      case 'reveal':
        for (const c of cardsOfLine(line)) {
          this.at(c, `reveal "${line.what}"`);
          if (audience === 'all') this.shown.add(c);
          else if (audience !== 'none') for (const s of audience) this.shownTo[s]?.add(c);
        }
        return;
      case 'trick': {
        const played = this.trickPlays.map((p) => p.card);
        if (json(played) !== json(line.cards))
          this.fail(`trick ${line.index} has cards ${json(line.cards)}, but the plays since the last trick were ${json(played)}`);
        if (this.trickPlays[0]?.seat !== line.leader)
          this.fail(`trick ${line.index} names leader ${line.leader}, but seat ${this.trickPlays[0]?.seat} led`);
        if (!this.trickPlays.some((p) => p.seat === line.winner))
          this.fail(`trick ${line.index} is won by seat ${line.winner}, who did not play to it`);
        this.trickPlays = [];
        return;
      }
      case 'settle': {
        if (line.delta.length !== n || line.totals.length !== n)
          this.fail(`settle of deal ${line.deal} needs ${n} delta and totals entries`);
        for (const x of [...line.delta, ...line.totals, ...(line.pot === undefined ? [] : [line.pot])]) {
          if (!Number.isInteger(x)) this.fail(`settle of deal ${line.deal} has a non-integer amount ${json(x)}`);
        }
        const expected = this.totals.map((t, i) => t + line.delta[i]!);
        if (json(expected) !== json(line.totals))
          this.fail(
            `settle of deal ${line.deal}: totals ${json(line.totals)} are not the previous ${json(this.totals)} plus delta ${json(line.delta)}`,
          );
        if (line.pot !== undefined && this.pot !== null) {
          const sum = line.delta.reduce((a, b) => a + b, 0);
          if (sum + line.pot - this.pot !== 0)
            this.fail(
              `settle of deal ${line.deal}: sum(delta) ${sum} + pot change ${line.pot - this.pot} is not 0 (chips created or lost)`,
            );
        }
        this.totals = [...line.totals];
        if (line.pot !== undefined) this.pot = line.pot;
        this.trickPlays = [];
        this.settled = true;
        return;
      }
      case 'end':
        if (line.totals.length !== n) this.fail(`end line needs ${n} totals`);
        if (line.winners.length === 0 || line.winners.some((w) => !Number.isInteger(w) || w < 0 || w >= n))
          this.fail(`end line winners ${json(line.winners)}`);
        return;
      default:
        return;
    }
  }

  private deal(line: DealLine): void {
    if (line.hands.length !== this.players) this.fail(`deal ${line.deal} has ${line.hands.length} hands for ${this.players} seats`);
    const all = cardsOfLine(line);
    const seen = new Set<Card>();
    for (const c of all) {
      if (!isCard(c)) this.fail(`deal ${line.deal}: ${json(c)} is not a card code`);
      if (seen.has(c)) this.fail(`deal ${line.deal}: ${c} is dealt twice (hands and piles must be the pack, each card once)`);
      seen.add(c);
    }
    const pack = [...seen].sort().join(' ');
    if (this.firstPack === null) this.firstPack = pack;
    else if (pack !== this.firstPack)
      this.fail(`deal ${line.deal} deals another pack than the first deal:\n  first: ${this.firstPack}\n  now:   ${pack}`);
    this.place.clear();
    this.hands = line.hands.map((h, seat) => {
      for (const c of h) this.place.set(c, { kind: 'hand', seat });
      return [...h];
    });
    for (const [name, cards] of Object.entries(line.piles)) for (const c of cards) this.place.set(c, { kind: 'pile', name });
    this.shown = new Set();
    this.shownTo = Array.from({ length: this.players }, () => new Set<Card>());
    this.trickPlays = [];
    this.dealt = true;
    this.settled = false;
  }

  /** Cards `seat` may not know (null: the spectator): others' hands, piles, others' laid-aside cards, not revealed to it. */
  hidden(seat: Seat | null): Card[] {
    const out: Card[] = [];
    for (const [card, p] of this.place) {
      if (this.shown.has(card) || (seat !== null && this.shownTo[seat]!.has(card))) continue;
      if (p.kind === 'played') continue;
      if ((p.kind === 'hand' || p.kind === 'aside') && p.seat === seat) continue;
      out.push(card);
    }
    return out;
  }
}

function describePlace(p: Place): string {
  switch (p.kind) {
    case 'hand':
      return `in seat ${p.seat}'s hand`;
    case 'pile':
      return `in the "${p.name}" pile`;
    case 'played':
      return 'already played';
    case 'aside':
      return `laid aside by seat ${p.seat}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Check 1: a random playout, step by step.

/**
 * Every step of a playout: legal actions only, unique action keys, encode → decode round trips,
 * returns and result, and the pack followed through the lines against every view (check 1); no
 * view names a card its seat may not know (check 4, second half).
 */
export function checkPlayout(p: Played): { decisions: number; deals: number } {
  const { game, players } = p.config;
  let where = 'setup';
  const fail: (why: string) => never = (why) => {
    throw new ConformanceError(`${p.config.label}, ${where}: ${why}`);
  };
  const tracker = new PackTracker(players, game.balances(p.initial), fail);
  let decisions = 0;
  let deals = 0;

  checkState(game, p.initial, players, fail);
  const guarded = (step: Step, i: number): void => {
    try {
      checkStep(step, i);
    } catch (e) {
      if (e instanceof ConformanceError) throw e;
      fail(`the game threw while being checked: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  };
  const checkStep = (step: Step, i: number): void => {
    where = `step ${i + 1} (${step.kind}${step.seat === null ? '' : ` of seat ${step.seat}`}, deal ${game.dealNumber(step.pre)})`;
    const turn = game.turn(step.pre);
    if (step.kind === 'chance') {
      if (turn.kind !== 'chance') fail(`a chance step at a ${turn.kind} turn`);
    } else {
      decisions++;
      if (turn.kind !== 'decide' || turn.seat !== step.seat) fail(`seat ${step.seat} decided at turn ${json(turn)}`);
      checkDecision(game, step, fail);
    }
    let dealLine: DealLine | null = null;
    for (const line of step.lines) {
      if (line.type === 'deal') dealLine = line;
      if ((line.type === 'call' || line.type === 'play') && step.kind !== 'chance' && line.seat !== step.seat)
        fail(`seat ${step.seat}'s decision was written for seat ${line.seat}`);
      tracker.line(line, audienceOf(game, step.pre, line));
    }
    if (dealLine) {
      deals++;
      // The deal line alone rebuilds the chance outcome (replay, resume and the sampler rely on it).
      const decoded = game.decodeLine(step.pre, dealLine);
      if (!decoded.ok) fail(`decodeLine rejects the deal line it wrote: ${decoded.reason}`);
      if (step.kind === 'chance') {
        let s = step.pre;
        for (const a of decoded.value) s = game.apply(s, a);
        if (fingerprint(game, s, players) !== fingerprint(game, step.state, players))
          fail('the decoded deal line does not give the state the drawn deal gave');
      }
    }
    checkState(game, step.state, players, fail);
    if (tracker.dealt) checkAgainstViews(game, step.state, players, tracker, fail);
  };
  p.steps.forEach(guarded);
  where = `after step ${p.steps.length}`;
  if (p.crash) fail(`the match loop threw: ${p.crash.message}`);
  for (const line of p.trailing) tracker.line(line, audienceOf(game, p.final, line));
  checkState(game, p.final, players, fail);
  if (p.status === 'over' && game.turn(p.final).kind !== 'over') fail('the match loop stopped but turn is not over');
  const endLines = p.text.split('\n').filter((l) => l.startsWith('{"type":"end"'));
  if (p.status !== 'suspended' && endLines.length !== 1) fail(`${endLines.length} end lines`);
  return { decisions, deals };
}

function checkState(game: AnyGame, state: unknown, players: number, fail: (why: string) => never): void {
  const turn = game.turn(state);
  const result = game.result(state);
  if ((turn.kind === 'over') !== (result !== null)) fail(`turn is ${turn.kind} but result is ${json(result)}`);
  const returns = game.returns(state);
  if (returns.length !== players || !returns.every(Number.isFinite)) fail(`returns ${json(returns)} are not ${players} finite numbers`);
  const balances = game.balances(state);
  if (balances.length !== players || !balances.every(Number.isFinite)) fail(`balances ${json(balances)} are not ${players} finite numbers`);
  if (turn.kind === 'decide') {
    if (!Number.isInteger(turn.seat) || turn.seat < 0 || turn.seat >= players) fail(`turn names seat ${turn.seat}`);
    if (game.legalActions(state).length === 0) fail(`seat ${turn.seat} is to decide but has no legal action`);
  } else if (game.legalActions(state).length !== 0) fail(`legal actions at a ${turn.kind} turn`);
  if (result) {
    if (result.totals.length !== players) fail(`result totals ${json(result.totals)}`);
    if (!game.endReasons.includes(result.reason))
      fail(`end reason "${result.reason}" is not one of the game's endReasons ${json(game.endReasons)}`);
  }
}

function checkDecision(game: AnyGame, step: Step, fail: (why: string) => never): void {
  const legal = game.legalActions(step.pre);
  const keys = legal.map((a) => game.actionKey(a));
  const dup = keys.find((k, i) => keys.indexOf(k) !== i);
  if (dup !== undefined) fail(`two legal actions share the key "${dup}"`);
  if (!keys.includes(game.actionKey(step.action)))
    fail(`the applied action "${game.actionKey(step.action)}" is not among the legal ${json(keys)}`);
  for (const a of legal) {
    const text = game.describeAction(step.pre, a);
    if (typeof text !== 'string' || text.trim() === '') fail(`describeAction of "${game.actionKey(a)}" is empty`);
    const line = game.encodeAction(step.pre, a);
    if (line === null) continue; // not recorded (e.g. looking at one's cards): nothing to decode
    const decoded = game.decodeLine(step.pre, line);
    if (!decoded.ok) fail(`decodeLine rejects its own line ${json(line)} for "${game.actionKey(a)}": ${decoded.reason}`);
    const last = decoded.value.at(-1);
    if (last === undefined || game.actionKey(last) !== game.actionKey(a)) {
      fail(`"${game.actionKey(a)}" encodes as ${json(line)}, which decodes to ${json(decoded.value.map((x) => game.actionKey(x)))}`);
    }
  }
  // The chosen decision: its line, decoded, must lead (legally) to the very state the action led to.
  const line = game.encodeAction(step.pre, step.action);
  if (line !== null) {
    const decoded = game.decodeLine(step.pre, line);
    if (!decoded.ok) fail(`decodeLine rejects its own line ${json(line)}: ${decoded.reason}`);
    let s = step.pre;
    for (const x of decoded.value) {
      if (game.turn(s).kind === 'decide' && !game.legalActions(s).some((y) => game.actionKey(y) === game.actionKey(x))) {
        fail(`decoding ${json(line)} gives "${game.actionKey(x)}", which is not legal where it applies`);
      }
      s = game.apply(s, x);
    }
    const n = game.balances(step.pre).length;
    if (fingerprint(game, s, n) !== fingerprint(game, step.state, n))
      fail(`replaying ${json(line)} through decodeLine and apply gives another state than the action itself`);
    const written = step.lines[0];
    if (step.kind === 'decision' && json(written) !== json(line))
      fail(`the written decision line ${json(written)} is not encodeAction's ${json(line)}`);
  }
}

type MaybeTableView = { seat?: unknown; hand?: unknown; handSizes?: unknown };

function checkAgainstViews(game: AnyGame, state: unknown, players: number, tracker: PackTracker, fail: (why: string) => never): void {
  const sizes = tracker.hands.map((h) => h.length);
  const all = viewsOf(game, state, players);
  for (let s = -1; s < players; s++) {
    const seat = s < 0 ? null : s;
    // The spectator's view is the last one.
    const k = s < 0 ? players : s;
    const view = all.views[k] as MaybeTableView;
    const who = seat === null ? 'the spectator view' : `seat ${seat}'s view`;
    if (view.seat !== undefined && view.seat !== seat) fail(`${who} says it belongs to seat ${json(view.seat)}`);
    if (seat === null && Array.isArray(view.hand)) fail(`the spectator view has a hand ${json(view.hand)}`);
    if (seat !== null && Array.isArray(view.hand) && !tracker.settled) {
      const mine = [...(view.hand as string[])].sort();
      const tracked = [...tracker.hands[seat]!].sort();
      if (json(mine) !== json(tracked))
        fail(`${who} shows the hand ${json(mine)}, but the history lines leave ${json(tracked)} (cards gained or lost)`);
    }
    if (Array.isArray(view.handSizes) && !tracker.settled && json(view.handSizes) !== json(sizes))
      fail(`${who} gives hand sizes ${json(view.handSizes)}, the history lines ${json(sizes)}`);
    const text = all.texts[k]!;
    const leaked = tracker.hidden(seat).filter((c) => text.includes(`"${c}"`));
    if (leaked.length > 0)
      fail(
        `${who} names ${leaked.join(' ')}, which ${seat === null ? 'nobody has shown' : 'this seat may not know'} (in another hand, a pile or laid aside, not revealed)`,
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Check 4: twin deals that differ only in cards hidden from one seat.

export interface TwinReport {
  /** Twins compared for at least one step after the deal. */
  readonly compared: number;
  /** Steps at which a seat's view was compared. */
  readonly steps: number;
  /** Twins cut short because a decision of the original was not legal in the twin. */
  readonly diverged: number;
}

interface Swap {
  readonly a: Card;
  readonly b: Card;
}

/** Two cards hidden from `seat` whose places differ: two other seats' hands, or another hand and a pile. */
function swapsFor(deal: DealLine, seat: Seat, rng: Rng): Swap[] {
  const others = deal.hands.map((h, s) => ({ s, h })).filter((x) => x.s !== seat && x.h.length > 0);
  const piles = Object.values(deal.piles).filter((p) => p.length > 0);
  const out: Swap[] = [];
  if (others.length >= 2) {
    const i = rng.int(others.length);
    let j = rng.int(others.length - 1);
    if (j >= i) j++;
    out.push({ a: rng.pick(others[i]!.h), b: rng.pick(others[j]!.h) });
  }
  if (others.length >= 1 && piles.length > 0) out.push({ a: rng.pick(rng.pick(others).h), b: rng.pick(rng.pick(piles)) });
  return out;
}

function swapped(deal: DealLine, { a, b }: Swap): DealLine {
  const sw = (c: Card): Card => (c === a ? b : c === b ? a : c);
  const piles: Record<string, Card[]> = {};
  for (const [k, v] of Object.entries(deal.piles)) piles[k] = v.map(sw);
  return { ...deal, hands: deal.hands.map((h) => h.map(sw)), piles };
}

/** What the table sees of a turn: whose it is, or for a secret one only who may be asked. */
function publicTurn(turn: Turn): unknown {
  if (turn.kind !== 'decide') return turn.kind;
  return turn.secret ? { asked: turn.secret.asked } : { seat: turn.seat };
}

/** The lines the match loop writes for `action` at `state` (forced calls are not written). */
function stepLines(game: AnyGame, state: unknown, action: unknown, log: GameLine[]): GameLine[] {
  const turn = game.turn(state);
  if (turn.kind !== 'decide') return log;
  const legal = game.legalActions(state);
  const line = game.encodeAction(state, action);
  const forced = legal.length === 1 && (line === null || line.type === 'call');
  return forced || line === null ? log : [line, ...log];
}

/**
 * For each deal of the playout and each seat s, twin deals with two cards hidden from s swapped,
 * played on with the same decisions: s must see the same view (and have the same legal actions)
 * in both until a line s may read names a swapped card or differs between the two (the rules
 * showed s something about the hidden cards), or the deal ends.
 */
export function checkTwins(p: Played, rng: Rng): TwinReport {
  const { players } = p.config;
  let compared = 0;
  let steps = 0;
  let diverged = 0;
  const dealSteps = p.steps.flatMap((st, i) => (st.kind === 'chance' && st.lines.some((l) => l.type === 'deal') ? [i] : []));
  for (const k of dealSteps) {
    const origDeal = p.steps[k]!.lines.find((l) => l.type === 'deal') as DealLine;
    for (let seat = 0; seat < players; seat++) {
      for (const swap of swapsFor(origDeal, seat, rng)) {
        let r: { steps: number; diverged: boolean };
        try {
          r = runTwin(p, k, origDeal, seat, swap);
        } catch (e) {
          if (e instanceof ConformanceError) throw e;
          const why = e instanceof Error ? (e.stack ?? e.message) : String(e);
          throw new ConformanceError(
            `${p.config.label}, deal ${origDeal.deal}, seat ${seat}'s twin with ${swap.a} and ${swap.b} swapped: the game threw: ${why}`,
          );
        }
        if (r.steps > 0) compared++;
        steps += r.steps;
        if (r.diverged) diverged++;
      }
    }
  }
  return { compared, steps, diverged };
}

function runTwin(p: Played, k: number, origDeal: DealLine, seat: Seat, swap: Swap): { steps: number; diverged: boolean } {
  const { game } = p.config;
  const twinDeal = swapped(origDeal, swap);
  const label = `${p.config.label}, deal ${origDeal.deal}, seat ${seat}'s twin with ${swap.a} and ${swap.b} swapped`;
  const fail: (where: string, why: string) => never = (where, why) => {
    throw new ConformanceError(`${label}, ${where}: ${why}`);
  };
  const decoded = game.decodeLine(p.steps[k]!.pre, twinDeal);
  if (!decoded.ok) fail('deal line', `decodeLine rejects the twin deal line: ${decoded.reason}`);
  let twin = p.steps[k]!.pre;
  const log: GameLine[] = [];
  for (const a of decoded.value) twin = game.apply(twin, a, log);
  const origLines = p.steps[k]!.lines.filter((l) => l.type !== 'deal');
  const twinLines = log.filter((l) => l.type !== 'deal');
  let compared = 0;

  for (let j = k; j < p.steps.length; j++) {
    const orig = p.steps[j]!;
    let lines: readonly GameLine[];
    let origOwn: readonly HistoryLine[];
    if (j === k) {
      lines = twinLines;
      origOwn = origLines;
    } else {
      if (orig.kind === 'chance') {
        if (orig.lines.some((l) => l.type === 'deal')) break; // the next deal: these cards are gone
        const stepLog: GameLine[] = [];
        twin = game.apply(twin, orig.action, stepLog);
        lines = stepLog;
      } else {
        const turn = game.turn(twin);
        if (turn.kind !== 'decide' || turn.seat !== orig.seat) return { steps: compared, diverged: true };
        const key = game.actionKey(orig.action);
        const legal = game.legalActions(twin);
        const action = legal.find((a) => game.actionKey(a) === key);
        if (action === undefined) return { steps: compared, diverged: true };
        const stepLog: GameLine[] = [];
        const before = twin;
        twin = game.apply(twin, action, stepLog);
        lines = stepLines(game, before, action, stepLog);
      }
      origOwn = orig.lines;
    }
    // Stop where the rules tell this seat something about the swapped cards.
    const cards = [swap.a, swap.b];
    if (lines.length !== origOwn.length) break;
    let shown = false;
    for (let i = 0; i < lines.length; i++) {
      const mine = origOwn[i]!;
      if (!readable(audienceOf(game, orig.pre, mine), seat)) continue;
      if (json(mine) !== json(lines[i]) || lineNames(mine, cards) || lineNames(lines[i]!, cards)) shown = true;
    }
    if (shown) break;
    // Who is asked next is public (unless the turn is secret): when the hidden cards change it
    // (an Unter-Unter-Ober holder asked to exchange), the table has learnt something.
    if (json(publicTurn(game.turn(orig.state))) !== json(publicTurn(game.turn(twin)))) break;
    // The question put to the seat is public too (its answer is written: Lupfen's scrap/keep):
    // where the original's next decision is not even legal in the twin, the asking told the table.
    const next = p.steps[j + 1];
    if (next && next.kind !== 'chance' && !game.legalActions(twin).some((x) => game.actionKey(x) === game.actionKey(next.action))) {
      return { steps: compared, diverged: true };
    }
    // The playthrough stopped here: what the next question would tell the table is not known (a
    // Lupfen player with Unter-Unter-Ober asked to exchange in one deal, to play in its twin).
    if (!next && game.turn(orig.state).kind === 'decide') break;
    const a = json(game.view(orig.state, seat));
    const b = json(game.view(twin, seat));
    if (a !== b)
      fail(
        `step ${j + 1}`,
        `seat ${seat}'s view differs although nothing it may read tells the two apart: ${firstDifference(JSON.parse(a), JSON.parse(b))}`,
      );
    const turn = game.turn(orig.state);
    if (turn.kind === 'decide' && turn.seat === seat) {
      const la = json(game.legalActions(orig.state).map((x) => game.actionKey(x)));
      const lb = json(game.legalActions(twin).map((x) => game.actionKey(x)));
      if (la !== lb) fail(`step ${j + 1}`, `seat ${seat} has the same view but other legal actions: ${la} vs ${lb}`);
    }
    compared++;
  }
  return { steps: compared, diverged: false };
}
