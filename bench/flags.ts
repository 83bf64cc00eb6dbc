// The benches' command line: `--name value` pairs, each with its default.

/** The value after `--name` on the command line, or `fallback` when it is absent. */
export function flag(name: string, fallback: string, args: readonly string[] = process.argv.slice(2)): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
}
