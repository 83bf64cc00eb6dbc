// `cardtable <game>` loads that game's rules only (the others cost ~11 ms of CPU before the first
// table frame), and its bots not until a bot first decides; every other command sees every game,
// with its bots. Each test runs on a registry of its
// own, loaded afresh, since the setup file has loaded every game into the shared one.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS } from '../../src/games/registry.js';

type Registry = typeof import('../../src/games/registry.js');

let registry: Registry;

beforeEach(async () => {
  vi.resetModules();
  registry = await import('../../src/games/registry.js');
});

/** main() of the same fresh module graph as `registry`, its output swallowed: the exit code. */
async function runMain(...args: string[]): Promise<number> {
  const { main } = await import('../../src/cli/main.js');
  const write = [process.stdout.write, process.stderr.write] as const;
  const saved = process.exitCode;
  process.stdout.write = process.stderr.write = (() => true) as typeof process.stdout.write;
  try {
    await main(['node', 'cardtable', ...args]);
    return Number(process.exitCode ?? 0);
  } finally {
    [process.stdout.write, process.stderr.write] = write;
    process.exitCode = saved;
  }
}

const ids = () => registry.GAMES.map((g) => g.id);

describe('the games the registry has loaded', () => {
  it('are every game, in the order of GAME_IDS, once all are loaded', async () => {
    expect(ids()).toEqual([]);
    await registry.loadGames();
    expect(ids()).toEqual(registry.GAME_IDS);
    expect(registry.GAME_IDS).toEqual(['lupfen', 'fipsen', 'kloepper', 'toeppen']);
  });

  it("keep the registry's order when loaded one by one", async () => {
    await registry.loadGames(['toeppen']);
    expect(ids()).toEqual(['toeppen']);
    expect(registry.findGame('lupfen')).toBeUndefined();
    await registry.loadGames(['lupfen']);
    expect(ids()).toEqual(['lupfen', 'toeppen']);
    expect(registry.entryOf({ id: 'lupfen' }).name).toBe('Lupfen');
  });

  it('come without their bots when asked, which a later full load adds to the same game', async () => {
    await registry.loadGames(['kloepper'], { bots: false });
    const lazy = registry.entryOf({ id: 'kloepper' });
    expect([lazy.bots, typeof lazy.loadBots]).toEqual([undefined, 'function']);
    expect(registry.botsSourceOf(lazy)).toBe(lazy.loadBots);
    await registry.loadGames();
    const full = registry.entryOf({ id: 'kloepper' });
    expect(full.game).toBe(lazy.game);
    expect(full.bots?.basicSummary).toBe('calls and knocks on trump strength');
    expect(registry.botsSourceOf(full)).toBe(full.bots);
    expect(registry.GAMES.filter((g) => !g.bots).map((g) => g.id)).toEqual([]);
    // A full load keeps what it has; a load without bots takes none away.
    await registry.loadGames(['kloepper'], { bots: false });
    expect(registry.entryOf({ id: 'kloepper' })).toBe(full);
  });
});

describe('the command line loads', () => {
  it.each(GAME_IDS)('only %s for `cardtable %s`, without its bots', async (id) => {
    expect(await runMain(id, '--help')).toBe(0);
    expect(ids()).toEqual([id]);
    expect(registry.entryOf({ id }).bots).toBeUndefined();
  });

  it.each([['list'], ['sim', 'kloepper', '--help'], ['LUPFEN'], ['help', 'fipsen']])('every game for `cardtable %s …`', async (...args) => {
    await runMain(...args);
    expect(ids()).toEqual(GAME_IDS);
    expect(registry.GAMES.filter((g) => !g.bots).map((g) => g.id)).toEqual([]);
  });
});
