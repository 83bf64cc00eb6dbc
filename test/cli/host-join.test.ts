// `cardtable host` and `cardtable join` on bad input: one line naming the mistake, exit 2, before
// anything listens or connects.
import { describe, expect, it } from 'vitest';
import { runHere } from './here.js';

describe('host and join on bad input', () => {
  const cases: [string, string[], string][] = [
    [
      'host with no remote seat',
      ['host', 'lupfen', '--seats', 'human,bot:basic,bot:basic,bot:basic'],
      '--seats names no remote seat; a hosted table has at least one, e.g. human,remote,bot:hard,bot:hard',
    ],
    [
      'host with two humans',
      ['host', 'lupfen', '--seats', 'human,human,remote,bot:basic'],
      '--seats names 2 human seats; the host plays one (the others join as remote seats), or none with --watch',
    ],
    [
      'host --watch with a human seat',
      ['host', 'lupfen', '--watch', '--seats', 'human,remote,remote,bot:basic'],
      '--watch: the host watches, so --seats has no human seat (remote seats and bots only)',
    ],
    [
      'host --port out of range',
      ['host', 'lupfen', '--seats', 'human,remote,bot:basic,bot:basic', '--port', '70000'],
      '--port "70000" is not a whole number from 0 to 65535',
    ],
    [
      'join an address without a port',
      ['join', 'example.org'],
      '"example.org" is not an address to join; give ADDR:PORT/TOKEN as the host printed it (or ADDR:PORT with --watch)',
    ],
    [
      'join a cut token',
      ['join', '127.0.0.1:7647/abc'],
      'the token after the "/" is not one the host prints (32 hex digits); copy the whole line',
    ],
    [
      'join without a token',
      ['join', '127.0.0.1:7647'],
      '127.0.0.1:7647 has no token; give ADDR:PORT/TOKEN as the host printed it, or --watch to watch',
    ],
    [
      'join --watch with a token',
      ['join', `127.0.0.1:7647/${'a'.repeat(32)}`, '--watch'],
      '--watch joins as a spectator: give ADDR:PORT without the token',
    ],
  ];
  it.each(cases)('%s: one line, exit 2', async (_what, args, message) => {
    const r = await runHere(args);
    expect(r.stderr).toBe(`cardtable: ${message}\n`);
    expect(r.code).toBe(2);
  });
});
