import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.1.0') },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Generous: CPU-bound property tests take seconds alone and several times that on a loaded
    // 2-core machine (the suite beside `npm run bench`); a test that hangs still fails.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default on a 2-core machine is one worker (cores − 1): files ran one after another
    // while the e2e files mostly wait on their child processes. Three workers fill those waits.
    maxWorkers: 3,
  },
});
