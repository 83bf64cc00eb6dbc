import { defineConfig } from 'vitest/config';

/** The tests that run the built binary, in a pseudo-terminal or as a child process. */
const PROCESS_TESTS = ['test/e2e/**/*.test.ts', 'test/cli/**/*.test.ts'];
const ALL_TESTS = ['test/**/*.test.ts', 'test/**/*.test.tsx'];

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.1.0') },
  test: {
    // Generous: CPU-bound property tests take seconds alone and several times that on a loaded
    // 2-core machine (the suite beside `npm run bench`); a test that hangs still fails.
    // At a load of 30 on two cores a test of 10 s of CPU took over 120 s.
    testTimeout: 300_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default on a 2-core machine is one worker (cores − 1): files ran one after another
    // while the e2e files mostly wait on their child processes. Three workers fill those waits.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        // In-process tests share a worker's loaded modules: loading the games, ink and react again
        // for every file was a third of the suite's CPU time. These files leave no global state
        // behind them (a test that fakes the clock or spies on stdout restores it in its own hooks).
        test: { name: 'unit', include: ALL_TESTS, exclude: PROCESS_TESTS, isolate: false },
      },
      // These too: their state is in the children they start; the test/cli files that run main() in
      // their own process (test/cli/here.ts) put back what it changes. Not loading vitest, xterm and
      // node-pty again for each file saved ~0.8 s of CPU a file.
      { extends: true, test: { name: 'process', include: PROCESS_TESTS, isolate: false } },
    ],
  },
});
