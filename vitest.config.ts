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
  },
});
