/** Injected by the bundler (scripts/build.mjs) and by vitest.config.ts: package.json's version. */
declare const __APP_VERSION__: string;
