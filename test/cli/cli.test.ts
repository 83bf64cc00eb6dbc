// The built CLI (dist/cli.js), run as a user would: exit codes, one-line errors, outputs.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry.js';
import { tempDir } from '../engine/helpers.js';
import { CLASSIC_4P, EXAMPLES as EX, HAVE_EXAMPLES } from '../examples.js';
import { runHere } from './here.js';
import { ROOT, builtCli, run } from './run.js';

/** Every playable registered game: the CLI's list and rules speak of each. */
const playable = GAMES.flatMap((e) => (e.game ? [e.game] : []));

builtCli();

describe('cardtable basics', () => {
  it('--version prints the package version', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const r = run(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('--help lists the commands and exits 0', () => {
    const r = run(['--help']);
    expect(r.code).toBe(0);
    for (const cmd of ['list', 'rules', 'sim', 'check']) expect(r.stdout).toContain(cmd);
    expect(run(['sim', '--help']).stdout).toContain('--record');
    // The summary follows the registry: what is playable, and what is still coming.
    expect(r.stdout.replace(/\s+/g, ' ')).toContain('Regional trick-taking card games in the terminal: Lupfen, Fipsen, Kloepper, Tøppen.');
  });

  it('list shows games, variants with player ranges, seat kinds and every option', () => {
    const r = run(['list']);
    expect(r.code).toBe(0);
    for (const game of playable)
      for (const v of game.variants) {
        const range = v.minPlayers === v.maxPlayers ? `${v.minPlayers}` : `${v.minPlayers}–${v.maxPlayers}`;
        expect(r.stdout).toContain(`--variant ${v.id}: ${v.name}; ${range} players`);
        for (const o of v.options) expect(r.stdout).toMatch(new RegExp(`\\b${o.key}\\b.*default ${String(o.default)}`));
      }
    expect(r.stdout).toContain('bot:random');
    expect(r.stdout).toContain('human');
    // Variants still to come are listed under their game, said to be coming.
    for (const e of GAMES)
      for (const v of e.coming ?? []) expect(r.stdout).toContain(`--variant ${v.id}: ${v.name}; coming (not playable yet)`);
    // Every Fipsen game is playable now: none is listed as coming.
    expect(r.stdout).not.toContain('coming (not playable yet)');
    for (const v of ['prisdorf', 'grossenaspe', 'thedinghausen', 'ansegger', 'duttfips']) expect(r.stdout).toContain(`--variant ${v}: `);
  });

  it('rules prints the rules text as the game wrote it when stdout is not a terminal, for every game and variant', async () => {
    // The binary for one game, main() in this process for every game and variant.
    expect(run(['rules', 'lupfen'])).toEqual(await runHere(['rules', 'lupfen']));
    for (const game of playable) {
      const plain = await runHere(['rules', game.id]);
      expect(plain.code).toBe(0);
      expect(plain.stdout.trimEnd()).toBe(game.rulesText(game.defaultVariant).trimEnd());
      expect(plain.stdout).not.toMatch(/\u001B\[/);
      for (const v of game.variants)
        expect((await runHere(['rules', game.id, '-v', v.id])).stdout.trimEnd()).toBe(game.rulesText(v.id).trimEnd());
    }
  });
});

describe('cardtable sim', () => {
  const base = [
    'sim',
    'lupfen',
    '--seats',
    'bot:random,bot:random,bot:random,bot:random',
    '--matches',
    '3',
    '--deals',
    '6',
    '--seed',
    'cli',
  ];

  it('--json prints one object in the shape of spec/sim-json.md and nothing else', () => {
    const r = run([...base, '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({
      format: 'cardtable-sim',
      formatVersion: 1,
      game: 'lupfen',
      variant: 'classic',
      players: 4,
      seed: 'cli',
      matches: 3,
      duplicate: false,
      unit: 'chips',
    });
    expect(j.app).toMatch(/^cardtable /);
    expect(j.options).toMatchObject({ players: 4, deals: 6, ante: 1, min_price: 1, max_price: 10 });
    expect(j.seats).toHaveLength(4);
    for (const s of j.seats) {
      expect(Object.keys(s).sort()).toEqual(
        ['agent', 'ci95', 'deals', 'matchWins', 'meanPerDeal', 'name', 'seat', 'stats', 'total'].sort(),
      );
      expect(s.ci95[0]).toBeLessThanOrEqual(s.meanPerDeal);
      expect(s.ci95[1]).toBeGreaterThanOrEqual(s.meanPerDeal);
      expect(s.stats).toHaveProperty('tricks');
      expect(s.stats).toHaveProperty('lifts');
      expect(s.stats).toHaveProperty('joins');
      expect(s.deals).toBe(j.deals);
    }
    expect(j.deals).toBe(18);
    // Chips are conserved: what the seats won over the matches is what they paid in.
    expect(j.seats.reduce((a: number, s: { total: number }) => a + s.total, 0)).toBe(0);
    expect(j.agents).toEqual([expect.objectContaining({ agent: 'bot:random', deals: 72 })]);
    expect(j.decisionMs['bot:random'].count).toBeGreaterThan(0);
  });

  it('with two kinds of bot: pooled per agent, and their difference with a 95% interval', () => {
    const r = run([
      'sim',
      'lupfen',
      '--seats',
      'bot:basic,bot:random,bot:random,bot:random',
      '--matches',
      '2',
      '--deals',
      '10',
      '--seed',
      'pairs',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.agents.map((a: { agent: string }) => a.agent)).toEqual(['bot:basic', 'bot:random']);
    expect(j.agents[0].deals).toBe(20);
    expect(j.agents[1].deals).toBe(60);
    expect(j.pairs).toHaveLength(1);
    expect(j.pairs[0]).toMatchObject({ a: 'bot:basic', b: 'bot:random', deals: 80 });
    expect(j.pairs[0].meanDiff).toBeCloseTo(j.agents[0].meanPerDeal - j.agents[1].meanPerDeal, 3);
    expect(Object.keys(j.decisionMs).sort()).toEqual(['bot:basic', 'bot:random']);
  });

  it('the same seed gives the same results', () => {
    const strip = (t: string) => {
      const j = JSON.parse(t);
      delete j.seconds;
      delete j.decisionMs;
      delete j.decisionCpuMs;
      return j;
    };
    expect(strip(run([...base, '--json']).stdout)).toEqual(strip(run([...base, '--json']).stdout));
  });

  it('prints a per-seat table by default', () => {
    const r = run(base);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/seat\s+name\s+agent\s+chips\/deal\s+95% CI\s+tricks\s+lifts\s+joins\s+wins/);
    expect(r.stdout.trim().split('\n')).toHaveLength(7);
  });

  it('--record DIR writes one valid history per match that `check` reproduces, chips conserved', () => {
    const dir = join(tempDir(), 'rec');
    const r = run([...base, '--variant', 'vorarlberg', '--rule', 'dealer_stake=3', '--rule', 'shoving=true', '--record', dir]);
    expect(r.code).toBe(0);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['lupfen-vorarlberg-cli-1.jsonl', 'lupfen-vorarlberg-cli-2.jsonl', 'lupfen-vorarlberg-cli-3.jsonl']);
    const c = run(['check', ...files.map((f) => join(dir, f))]);
    expect(c.code).toBe(0);
    expect(c.stdout.match(/: ok, /g)).toHaveLength(3);
    for (const f of files) {
      const lines = readFileSync(join(dir, f), 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines[0]).toMatchObject({ type: 'match', seed: f.endsWith('-1.jsonl') ? 'cli' : expect.stringMatching(/^cli\//) });
      let pot = 0;
      for (const l of lines.filter((x) => x.type === 'settle')) {
        expect(l.delta.reduce((a: number, b: number) => a + b, 0) + (l.pot - pot)).toBe(0);
        pot = l.pot;
      }
      expect(lines.at(-1).type).toBe('end');
    }
    // A second run into the same folder must not overwrite anything.
    const before = readFileSync(join(dir, files[0]!), 'utf8');
    const again = run([...base, '--variant', 'vorarlberg', '--rule', 'dealer_stake=3', '--rule', 'shoving=true', '--record', dir]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/^cardtable: .*already exists; histories are never overwritten/);
    expect(readFileSync(join(dir, files[0]!), 'utf8')).toBe(before);
  });
});

describe('cardtable check', () => {
  it.skipIf(!HAVE_EXAMPLES)('reproduces every Lupfen reference example', () => {
    const files = readdirSync(EX)
      .filter((f) => f.startsWith('lupfen-'))
      .map((f) => join(EX, f));
    const r = run(['check', ...files]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.match(/: ok, /g)).toHaveLength(files.length);
  });

  it('names file and line of a corrupt history, exit 2', () => {
    const dir = tempDir();
    const lines = readFileSync(CLASSIC_4P, 'utf8').split('\n');
    lines[6] = lines[6]!.replace(/,"seat":\d+/, '');
    writeFileSync(join(dir, 'corrupt.jsonl'), lines.join('\n'));
    const r = run(['check', 'corrupt.jsonl'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('cardtable: corrupt.jsonl:7: "call" line has no "seat"; a history is JSON Lines as in docs/history-format.md\n');
  });

  it('a changed settle line: exit 1 and the line is named', () => {
    const dir = tempDir();
    const text = readFileSync(CLASSIC_4P, 'utf8').replace('"delta":[0,-1,-3,4]', '"delta":[0,-1,-2,3]');
    writeFileSync(join(dir, 'edited.jsonl'), text);
    const r = run(['check', 'edited.jsonl'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^edited\.jsonl:25: settle differs/);
  });
});

describe('bad input: one line on stderr, exit 2, no stack trace, nothing written', () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['unknown game', ['sim', 'bogus'], /^unknown game "bogus"; games: lupfen/],
    ['unknown variant', ['sim', 'lupfen', '--variant', 'tyrol'], /^unknown variant "tyrol" of lupfen; variants: classic, vorarlberg$/],
    ['unknown variant (rules)', ['rules', 'lupfen', '-v', 'tyrol'], /^unknown variant "tyrol" of lupfen; variants: classic, vorarlberg$/],
    ['unknown game (rules)', ['rules', 'skat'], /^unknown game "skat"; games: lupfen/],
    ['too many players', ['sim', 'lupfen', '--players', '6'], /^--players 6 is out of range; lupfen classic takes 3–5 players$/],
    [
      'too few players',
      ['sim', 'lupfen', '--variant', 'vorarlberg', '--players', '2'],
      /^--players 2 is out of range; lupfen vorarlberg takes 3–6 players$/,
    ],
    [
      'players not a number',
      ['sim', 'lupfen', '--players', 'four'],
      /^--players "four" is not a whole number; lupfen classic takes 3–5 players$/,
    ],
    [
      'seat list of the wrong length',
      ['sim', 'lupfen', '--players', '4', '--seats', 'bot:random,bot:random,bot:random'],
      /^--seats names 3 seats for 4 players; give one seat kind per player/,
    ],
    [
      'unknown seat kind',
      ['sim', 'lupfen', '--seats', 'bot:random,bot:genius,bot:random,bot:random'],
      /^unknown seat kind "bot:genius" \(seat 1\); seat kinds: bot:random/,
    ],
    [
      'a cheating bot at the table',
      ['lupfen', '--seats', 'bot:seer,bot:random,bot:random,bot:random'],
      /^seat kind "bot:seer" sees every hand, so it plays in sim only; seat kinds: human, /,
    ],
    [
      'a human in sim',
      ['sim', 'lupfen', '--seats', 'human,bot:random,bot:random,bot:random'],
      /^sim needs a bot in every seat, not "human" \(seat 0\); seat kinds: /,
    ],
    [
      'unknown option',
      ['sim', 'lupfen', '--rule', 'jokers=2'],
      /^unknown option "jokers" for lupfen classic; accepted: ante, min_price, max_price/,
    ],
    ['rule without =', ['sim', 'lupfen', '--rule', 'ante'], /^--rule "ante" is not key=value; options of lupfen classic: /],
    ['option not a number', ['sim', 'lupfen', '--rule', 'ante=lots'], /^option ante=lots is not valid; accepted: a whole number from 1 to/],
    [
      'min_price above max_price',
      ['sim', 'lupfen', '--rule', 'min_price=6', '--rule', 'max_price=4'],
      /^min_price=6 is above max_price=4; /,
    ],
    [
      'dealer_stake not a multiple of 3',
      ['sim', 'lupfen', '--variant', 'vorarlberg', '--rule', 'dealer_stake=4'],
      /^option dealer_stake=4 is not valid; accepted: .*multiple of 3$/,
    ],
    [
      'shoving without a dealer stake',
      ['sim', 'lupfen', '--variant', 'vorarlberg', '--rule', 'shoving=true'],
      /^shoving=true needs a dealer stake; /,
    ],
    [
      'a classic option in vorarlberg',
      ['sim', 'lupfen', '--variant', 'vorarlberg', '--rule', 'min_price=2'],
      /^unknown option "min_price" for lupfen vorarlberg; accepted: /,
    ],
    ['matches not a number', ['sim', 'lupfen', '--matches', '1e3'], /^--matches "1e3" is not a whole number from 1 to \d+; /],
    ['deals not a number', ['sim', 'lupfen', '--deals', 'x'], /^--deals "x" is not a whole number; /],
    ['deals 0 in sim', ['sim', 'lupfen', '--deals', '0'], /^--deals 0 \(until quit\) cannot be simulated; /],
    [
      'players of a one-count game',
      ['sim', 'kloepper', '--players', '3'],
      /^--players 3 is out of range; kloepper standard takes 4 players$/,
    ],
    [
      'a deck the game is not played with',
      ['kloepper', '--deck', 'german'],
      /^--deck german: kloepper is not played with german cards; decks of kloepper: french$/,
    ],
    ['an unknown deck at the table', ['kloepper', '--deck', 'tarot'], /^--deck "tarot" is not a deck; decks: french$/],
    ['unknown deck', ['sim', 'lupfen', '--deck', 'tarot'], /^option deck_style=tarot is not valid; accepted: swiss, german$/],
    ['missing argument', ['sim'], /^missing required argument 'game'; see cardtable --help$/],
    [
      'a word after a command that takes none',
      ['lupfen', 'extra'],
      /^unexpected word "extra" after `cardtable lupfen`; lupfen takes no arguments \(see cardtable lupfen --help\)$/,
    ],
    [
      'words after a command that takes one',
      ['rules', 'lupfen', 'x', 'y'],
      /^unexpected words "x", "y" after `cardtable rules`; rules takes one argument: <game> \(see cardtable rules --help\)$/,
    ],
    ['a word after list', ['list', 'x'], /^unexpected word "x" after `cardtable list`; list takes no arguments /],
    [
      'a deck the rules do not know',
      ['rules', 'lupfen', '--deck', 'tarot'],
      /^--deck "tarot" is not a deck of lupfen; decks: german, swiss, french$/,
    ],
    ['unknown flag', ['sim', 'lupfen', '--turbo'], /^unknown option '--turbo'; see cardtable --help$/],
    ['unknown command', ['frobnicate', 'x'], /^.*; see cardtable --help$/],
    ['missing history file', ['check', 'nope.jsonl'], /^nope\.jsonl: no such file; /],
    [
      'duplicate names (any case)',
      ['sim', 'lupfen', '--players', '3', '--names', 'Ana,ana,Cleo'],
      /^--names: name "ana" is given twice \(players 1 and 2\); names are 1–20 printable characters, no commas, each different/,
    ],
    ['an empty name', ['sim', 'lupfen', '--players', '3', '--names', 'Ana, ,Cleo'], /^--names: name " " is empty; names are 1–20/],
    [
      'an over-long name',
      ['sim', 'lupfen', '--players', '3', '--names', `Ana,${'x'.repeat(21)},Cleo`],
      /^--names: name "x{21}" is longer than 20 characters; /,
    ],
    [
      'an escape sequence in a name',
      ['sim', 'lupfen', '--players', '3', '--names', 'Ana,\u001b[31mBen,Cleo'],
      /^--names: name "\\x1b\[31mBen" has a control character, escape sequence or invisible format character; /,
    ],
  ];
  const withRecord = (args: string[], rec: string) => [...args, ...(args[0] === 'sim' && args.length > 1 ? ['--record', rec] : [])];

  // In this process (here.ts): the same main() as the binary, without a node start-up per case.
  it.each(cases)('%s', async (_what, args, message) => {
    const cwd = tempDir();
    const rec = join(cwd, 'rec');
    const r = await runHere(withRecord(args, rec), { cwd });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.split('\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith('cardtable: ')).toBe(true);
    expect(lines[0]!.slice('cardtable: '.length)).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(rec)).toBe(false);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('the built binary says the same, byte for byte, with the same exit code, at the table and in sim', async () => {
    for (const [, args] of cases.filter(([what]) =>
      ['unknown game', 'a deck the game is not played with', 'unknown flag'].includes(what),
    )) {
      const cwd = tempDir();
      const rec = join(cwd, 'rec');
      const built = run(withRecord(args, rec), { cwd });
      expect(built.code).toBe(2);
      expect(await runHere(withRecord(args, rec), { cwd })).toEqual(built);
    }
  });

  it('rules --deck names the cards as that deck does', async () => {
    const r = await runHere(['rules', 'lupfen', '--variant', 'vorarlberg', '--deck', 'french']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Three Jacks: cannot lose.');
    expect((await runHere(['rules', 'lupfen'])).stdout).toContain('6. Three Unters.');
  });

  it('sim plays a match that ends at its target without a deal count (Kloepper to 30)', () => {
    const r = run(['sim', 'kloepper', '--matches', '3', '--seed', 'to-target', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { matches: number; deals: number };
    expect(json.matches).toBe(3);
    expect(json.deals).toBeGreaterThan(3);
  });

  it('the help says per game what --deals 0 means and which decks it takes', async () => {
    const help = async (args: string[]) => (await runHere(args)).stdout.replace(/\s+/g, ' ');
    const sim = await help(['sim', '--help']);
    expect(sim).toContain(
      '0 = until you quit, which sim cannot play (lupfen, fipsen, toeppen), or no cap: the match ends at its target (kloepper)',
    );
    expect(sim).toContain('the `deck_style` option (lupfen: german, swiss; other games have one deck)');
    const kloepper = await help(['kloepper', '--help']);
    expect(kloepper).toContain('--deals <n> number of deals (0 = no cap: the match ends at its target)');
    expect(kloepper).toContain('--deck <style> card faces: french ');
    expect(await help(['lupfen', '--help'])).toContain('--deck <style> card faces: german | swiss | french ');
  });

  it('an unreadable history (a folder) is one line too', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'dir.jsonl'));
    const r = run(['check', 'dir.jsonl'], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cardtable: dir\.jsonl: is a folder, not a history file; /);
  });
});
