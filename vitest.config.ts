import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.1.0') },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    setupFiles: ['test/load-games.ts'],
    // Generous: CPU-bound property tests take seconds alone and several times that on a loaded
    // 2-core machine (the suite beside `npm run bench`); a test that hangs still fails.
    // At a load of 30 on two cores a test of 10 s of CPU took over 120 s.
    testTimeout: 300_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default on a 2-core machine is one worker (cores − 1): files ran one after another
    // while the e2e files mostly wait on their child processes. The longest files, which start
    // first, are end-to-end ones: with four workers one in-process file keeps the cores busy beside
    // three of them (test/e2e and test/games: 64 s, against 72 s with three workers, 77 s as two
    // projects).
    maxWorkers: 4,
    // One project: vitest runs projects one after another, so while the end-to-end and command-line
    // files waited on their children (a minute) the in-process files could not use the cores.
    // Every file shares its worker's loaded modules: loading the games, ink and react again for
    // every file was a third of the suite's CPU time (vitest, xterm and node-pty ~0.8 s a file of
    // test/e2e and test/cli). No file leaves global state behind: a test that fakes the clock or
    // spies on stdout restores it in its own hooks, the end-to-end files' state is in the children
    // they start, and test/cli/here.ts puts back what running main() in-process changes.
    isolate: false,
  },
});
