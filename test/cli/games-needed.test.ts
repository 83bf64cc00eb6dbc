// `cardtable <game>` loads that game's rules and bots only (the others cost ~11 ms of CPU before
// the first table frame); every other command sees every game. Each test runs on a registry of its
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
});

describe('the command line loads', () => {
  it.each(GAME_IDS)('only %s for `cardtable %s`', async (id) => {
    expect(await runMain(id, '--help')).toBe(0);
    expect(ids()).toEqual([id]);
  });

  it.each([['list'], ['sim', 'kloepper', '--help'], ['LUPFEN'], ['help', 'fipsen']])('every game for `cardtable %s …`', async (...args) => {
    await runMain(...args);
    expect(ids()).toEqual(GAME_IDS);
  });
});
