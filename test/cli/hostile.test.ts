// History integrity from the outside: the built CLI run as a hostile tester would, with real files,
// FIFOs, devices, a second process holding a history, and contradicting arguments.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../engine/helpers.js';
import { runHere } from './here.js';
import { CLI, ROOT, builtCli, run, startCli } from './run.js';
import { Table } from '../e2e/pty.js';
import { CLASSIC_4P, EXAMPLES as EX, FIXTURES, HAVE_EXAMPLES } from '../examples.js';

builtCli();

/** Resolves once `ready()` holds, looking again every 50 ms (the state, never a fixed time). */
async function until(ready: () => boolean, timeoutMs = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!ready()) {
    if (Date.now() - t0 > timeoutMs) throw new Error('the awaited state never came');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('check: every file, the worst exit code', () => {
  it('check A B C reports each file; exit is the worst', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'edited.jsonl'), readFileSync(CLASSIC_4P, 'utf8').replace('"delta":[0,-1,-3,4]', '"delta":[0,-1,-2,3]'));
    const ok = CLASSIC_4P;
    const r = run(['check', 'edited.jsonl', 'nope.jsonl', ok], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^edited\.jsonl:\d+: settle differs/m);
    expect(r.stdout).toContain(`${ok}: ok, 186 lines, 12 deals\n`);
    expect(r.stderr).toBe('cardtable: nope.jsonl: no such file; a history is JSON Lines as in docs/history-format.md\n');
    expect(run(['check', 'edited.jsonl', ok], { cwd: dir }).code).toBe(1);
  });

  // Thedinghausen and the Mecklenburg games were read but not checked while they were coming: now
  // every line of their reference examples is reproduced (Thedinghausen's up to its known
  // difference with the rules text: test/games/fipsen/check-cli.test.ts).
  it.skipIf(!HAVE_EXAMPLES)('the Ansegger and Duttfips examples are checked, no longer only read', () => {
    const files: Array<[string, number, number]> = [
      ['fipsen-ansegger-4p.jsonl', 249, 13],
      ['fipsen-duttfips-4p.jsonl', 224, 10],
    ];
    for (const [name, lines, deals] of files) {
      const f = join(EX, name);
      const r = run(['check', f]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(`${f}: ok, ${lines} lines, ${deals} deals\n`);
      expect(r.code).toBe(0);
    }
  });

  it('"piles":{} is one line naming file and line, not an internal error', () => {
    const dir = tempDir();
    const text = readFileSync(CLASSIC_4P, 'utf8').split('\n');
    text[1] = text[1]!.replace(/"piles":\{.*\}\}$/, '"piles":{}}');
    writeFileSync(join(dir, 'p.jsonl'), text.join('\n'));
    const r = run(['check', 'p.jsonl'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('cardtable: p.jsonl:2: a Lupfen deal has one pile, "stock", not []\n');
    // The same file without its end line, for resume (which refuses a finished match first).
    writeFileSync(join(dir, 'q.jsonl'), text.filter((l) => !l.includes('"type":"end"')).join('\n'));
    for (const [cmd, f] of [
      ['replay', 'p.jsonl'],
      ['resume', 'q.jsonl'],
    ] as const) {
      const o = run([cmd, f], { cwd: dir });
      expect(o.code).toBe(2);
      expect(o.stderr).toMatch(new RegExp(`^cardtable: ${f.replace('.', '\\.')}:2: a Lupfen deal has one pile, "stock", not \\[\\]`));
    }
  });

  it('/dev/zero, a FIFO and a folder are refused at once, each with one line', () => {
    const dir = tempDir();
    spawnSync('mkfifo', [join(dir, 'fifo')]);
    const t0 = Date.now();
    const r = run(['check', '/dev/zero', 'fifo', '.'], { cwd: dir });
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      'cardtable: /dev/zero: is a device, not a history file; a history is JSON Lines as in docs/history-format.md',
      'cardtable: fifo: is a pipe (FIFO), not a history file; a history is JSON Lines as in docs/history-format.md',
      'cardtable: .: is a folder, not a history file; a history is JSON Lines as in docs/history-format.md',
    ]);
    const rs = run(['resume', 'fifo'], { cwd: dir });
    expect(rs.stderr).toBe('cardtable: fifo: not a regular file; give a hand-history file (.jsonl)\n');
    expect(readdirSync(dir)).toEqual(['fifo']);
    const rp = run(['replay', 'fifo'], { cwd: dir });
    expect(rp.code).toBe(2);
    expect(rp.stderr).toBe('cardtable: fifo: is a pipe (FIFO), not a history file\n');
  });
});

describe('resume with no file opens only regular files', () => {
  it('a FIFO named *.jsonl in the data folder, newer than the real match, is passed over at once', () => {
    const data = tempDir();
    const dir = join(data, 'cardtable', 'matches');
    mkdirSync(dir, { recursive: true });
    const match = join(dir, '2026-01-01_10-00-00_lupfen-vorarlberg.jsonl');
    writeFileSync(match, readFileSync(join(FIXTURES, 'lupfen-vorarlberg-6p-unfinished.jsonl'), 'utf8'));
    utimesSync(match, new Date(2026, 0, 1), new Date(2026, 0, 1));
    spawnSync('mkfifo', [join(dir, 'zz-newest.jsonl')]);
    const t0 = Date.now();
    const r = run(['resume'], { env: { XDG_DATA_HOME: data } });
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect(r.stderr).toBe(
      `cardtable: cardtable resume ${match} needs an interactive terminal; without one, play bots with \`cardtable sim lupfen\` or print a recorded match with \`cardtable replay FILE\`\n`,
    );
    expect(r.code).toBe(2);
  });
});

describe('resume with no file finds the newest match it can continue', () => {
  it("passes over a finished match with a long end line and, with a note, a corrupt newer file; the hint names the match's own game", () => {
    const data = tempDir();
    const dir = join(data, 'cardtable', 'matches');
    mkdirSync(dir, { recursive: true });
    const toeppen = join(dir, '2026-01-01_10-00-00_toeppen-standard.jsonl');
    writeFileSync(toeppen, readFileSync(join(FIXTURES, 'stats/2026-11-24_10-00-00_toeppen-standard.jsonl'), 'utf8'));
    utimesSync(toeppen, new Date(2026, 0, 1), new Date(2026, 0, 1));
    // Finished, its end line carrying a note longer than 4 KiB (writers may add fields).
    const finished = join(dir, '2026-01-02_10-00-00_lupfen-classic.jsonl');
    const note = `,"note":"${'n'.repeat(5000)}"}`;
    writeFileSync(finished, readFileSync(CLASSIC_4P, 'utf8').replace(/\}\n$/, `${note}\n`));
    utimesSync(finished, new Date(2026, 0, 2), new Date(2026, 0, 2));
    const corrupt = join(dir, '2026-01-03_10-00-00_lupfen-classic.jsonl');
    writeFileSync(corrupt, 'PK\u0003\u0004 not a history\n');
    const r = run(['resume'], { env: { XDG_DATA_HOME: data } });
    expect(r.stderr).toBe(
      `cardtable: note: passed over ${corrupt}:1: not valid JSON\n` +
        `cardtable: cardtable resume ${toeppen} needs an interactive terminal; without one, play bots with \`cardtable sim toeppen\` or print a recorded match with \`cardtable replay FILE\`\n`,
    );
    expect(r.code).toBe(2);
  });
});

describe('JSON nested thousands deep in a field', () => {
  it('is one line naming file and line, exit 2, in check, replay and resume', () => {
    const dir = tempDir();
    const deep = '['.repeat(6000) + ']'.repeat(6000);
    const cases: Array<[string, string, string]> = [
      ['seed.jsonl', readFileSync(CLASSIC_4P, 'utf8').replace('"seed":"fx4"', `"seed":${deep}`), 'seed.jsonl:1: "match" line'],
      ['dealer.jsonl', readFileSync(CLASSIC_4P, 'utf8').replace('"dealer":', `"dealer":${deep},"x":`), 'dealer.jsonl:2: "deal" line'],
      [
        'type.jsonl',
        readFileSync(join(FIXTURES, 'lupfen-vorarlberg-6p-unfinished.jsonl'), 'utf8').replace(/\n.*\n$/, `\n{"type":${deep}}\n`),
        'type.jsonl:',
      ],
    ];
    for (const [name, text] of cases) writeFileSync(join(dir, name), text);
    for (const [name, , where] of cases) {
      for (const cmd of ['check', 'replay', 'resume']) {
        const r = run([cmd, name], { cwd: dir });
        expect(r.stderr).toMatch(
          new RegExp(`^cardtable: ${where.replace('.', '\\.')}.* nests deeper than 32 levels; no history line does`),
        );
        expect(r.stderr.split('\n')).toHaveLength(2);
        expect(r.code).toBe(2);
      }
    }
  });
});

describe('bounded memory: a long match and a 50 MB file', () => {
  // 500 deals with each line padded to ~5 KB make a ~50 MB file, as big as the 10,000-deal match
  // with 200 bytes a line did; `npm run bench:long` still plays the 10,000 deals themselves.
  it('check, piped replay and resume of a 500-deal match padded to 50 MB run in a 120 MB (resume: 60 MB) heap', () => {
    const dir = tempDir();
    const s = run(['sim', 'lupfen', '--deals', '500', '--matches', '1', '--seed', 'long', '--record', dir]);
    expect(s.code).toBe(0);
    const file = join(dir, readdirSync(dir)[0]!);
    const heap = ['--max-old-space-size=120'];
    // The same match with a field of padding on every line (writers may add fields): ~50 MB.
    const big = join(dir, 'big.jsonl');
    const pad = '"pad":"' + 'x'.repeat(5400) + '",';
    writeFileSync(big, readFileSync(file, 'utf8').replace(/^\{/gm, `{${pad}`));
    expect(readFileSync(big).length).toBeGreaterThan(50_000_000);
    const r = run(['replay', big], { node: heap });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const tail = r.stdout.trimEnd().split('\n').slice(-2);
    expect(tail[0]).toMatch(/^Match over: /);
    expect(tail[1]).toMatch(/^Final balances: /);
    const b = run(['check', big], { node: heap });
    expect(b.stderr).toBe('');
    expect(b.stdout).toMatch(/: ok, \d+ lines, 500 deals\n$/);
    // resume streams the file through the rules as check does: the same match cut off in its last
    // deal, ~50 MB, is planned (up to the terminal it needs) in a 60 MB heap.
    const cut = join(dir, 'cut.jsonl');
    writeFileSync(cut, readFileSync(big, 'utf8').trimEnd().split('\n').slice(0, -8).join('\n') + '\n');
    const rs = run(['resume', cut], { node: ['--max-old-space-size=60'] });
    expect(rs.stderr).toBe(
      `cardtable: cardtable resume ${cut} needs an interactive terminal; without one, play bots with \`cardtable sim lupfen\` or print a recorded match with \`cardtable replay FILE\`\n`,
    );
    expect(rs.code).toBe(2);
  }, 240_000);

  it('the replay screen refuses a file larger than it holds with one line, pointing to the text replay', async () => {
    const dir = tempDir();
    const file = join(dir, 'huge.jsonl');
    // Blank lines are allowed anywhere: the size alone is too much for the screen.
    writeFileSync(file, readFileSync(CLASSIC_4P, 'utf8') + '\n'.repeat(33_000_000));
    const t = new Table(['replay', file]);
    const said = `cardtable: ${file}: 33 MB is more than the replay screen holds (32 MB: it keeps every step of the match); \`cardtable replay ${file} | less\` prints the match as text, \`cardtable check ${file}\` checks it`;
    const flat = () => t.text().replace(/\s+/g, ' ');
    expect(await t.exited).toBe(2);
    // The exit can be reported before the terminal has drawn the last output: wait for the line.
    await until(() => flat().includes(said), 30_000).catch(() => undefined);
    expect(flat()).toContain(said);
  }, 90_000);
});

describe('one writer per history, from the command line', () => {
  it('resume while another process writes the match: refused naming the file and the process', async () => {
    const dir = tempDir();
    const file = join(dir, 'm.jsonl');
    writeFileSync(file, readFileSync(join(FIXTURES, 'lupfen-vorarlberg-6p-unfinished.jsonl'), 'utf8'));
    const code = `import('${join(ROOT, 'src/engine/history/lock.ts')}').then((m) => { const r = m.lockHistory(${JSON.stringify(file)}); console.log(r.ok ? 'LOCKED' : r.reason); setInterval(() => {}, 1000); })`;
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [data] = (await once(holder.stdout, 'data')) as [Buffer];
      expect(data.toString()).toContain('LOCKED');
      const before = readFileSync(file, 'utf8');
      const r = run(['resume', file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^cardtable: ${file.replace(/[.]/g, '\\.')}: another cardtable \\(process ${holder.pid}, since [^)]+\\) is writing this match; only one program may write a history`,
        ),
      );
      expect(readFileSync(file, 'utf8')).toBe(before);
    } finally {
      holder.kill('SIGKILL');
    }
  }, 60_000);
});

describe("sim --record holds the writer's lock", () => {
  it('resume of a file sim is still writing is refused, even once sim has not refreshed the lock for a while', async () => {
    const dir = tempDir();
    // Long matches played each in one synchronous go in a worker thread: the lock's mtime ages
    // while they play (sim's own thread pauses for its timers after every deal).
    const sim = spawn(
      process.execPath,
      [
        CLI,
        'sim',
        'lupfen',
        '--seats',
        'bot:hard,bot:hard,bot:hard,bot:hard',
        '--deals',
        '10000',
        '--matches',
        '2',
        '--workers',
        '2',
        '--seed',
        'w',
        '--record',
        dir,
      ],
      {
        cwd: dir,
        env: { ...process.env, NO_COLOR: '1' },
        stdio: 'ignore',
      },
    );
    try {
      const file = join(dir, 'lupfen-classic-w-1.jsonl');
      const lock = join(dir, '.lupfen-classic-w-1.jsonl.lock');
      // Wait for the state the test needs: the file written and its lock older than stale (4 s).
      await until(() => existsSync(file) && existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 5000);
      const r = run(['resume', file]);
      expect(r.stderr).toMatch(
        new RegExp(
          `^cardtable: ${file.replace(/[.]/g, '\\.')}: another cardtable \\(process ${sim.pid}, since [^)]+\\) is writing this match; only one program may write a history`,
        ),
      );
      expect(r.code).toBe(2);
    } finally {
      sim.kill('SIGKILL');
    }
  }, 90_000);
});

describe('sim stops on a signal', () => {
  it('without --workers, SIGTERM ends the run within a deal: one line, exit 143, the match under way left unfinished', async () => {
    const dir = tempDir();
    const args = ['sim', 'lupfen', '--deals', '10000', '--matches', '3', '--seed', 'stop', '--record', dir];
    const { child: sim, out } = startCli(args, { cwd: dir });
    const exited = once(sim, 'exit');
    const file = join(dir, 'lupfen-classic-stop-1.jsonl');
    try {
      // The state: a few deals of the first match are written.
      await until(() => existsSync(file) && readFileSync(file, 'utf8').includes('{"type":"settle","deal":3,'));
      sim.kill('SIGTERM');
      const [code] = await exited;
      expect(out).toEqual({
        stdout: '',
        stderr: `cardtable: sim stopped by SIGTERM after 0 of 3 matches, so no figures; the histories of matches under way in ${dir} stop without an end line\n`,
      });
      expect(code).toBe(143);
      expect(readdirSync(dir).filter((n) => n.endsWith('.jsonl'))).toEqual(['lupfen-classic-stop-1.jsonl']);
      expect(run(['check', file]).stdout).toMatch(/: ok, \d+ lines, \d+ deals, unfinished \(resumable\)\n$/);
    } finally {
      sim.kill('SIGKILL');
    }
  }, 90_000);
});

describe('resume seats no cheating bot', () => {
  it('a sim history with a bot that sees every hand is not continued at the table', () => {
    const dir = tempDir();
    const s = run([
      'sim',
      'lupfen',
      '--seats',
      'bot:seer,bot:random,bot:random,bot:random',
      '--matches',
      '1',
      '--deals',
      '3',
      '--seed',
      'seer',
      '--record',
      dir,
    ]);
    expect(s.code).toBe(0);
    const full = join(dir, readdirSync(dir)[0]!);
    const cut = join(dir, 'cut.jsonl');
    writeFileSync(cut, readFileSync(full, 'utf8').split('\n').slice(0, 20).join('\n') + '\n');
    const r = run(['resume', cut]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `cardtable: ${cut}:1: seat 0 is bot:seer, which sees every hand and plays in sim only; \`cardtable replay ${cut}\` shows the match\n`,
    );
    expect(readdirSync(dir).sort()).toEqual(['cut.jsonl', readdirSync(dir).find((f) => f !== 'cut.jsonl')!].sort());
  });
});

describe('arguments that cannot contradict', () => {
  const cases: Array<[string, string[], string]> = [
    [
      '__proto__ as a rule key',
      ['sim', 'lupfen', '--rule', '__proto__=1'],
      'unknown option "__proto__" for lupfen classic; accepted: ante, min_price, max_price, deals, deck_style, no_trick_penalty',
    ],
    [
      'constructor as a rule key',
      ['sim', 'lupfen', '--rule', 'constructor=1'],
      'unknown option "constructor" for lupfen classic; accepted: ante, min_price, max_price, deals, deck_style, no_trick_penalty',
    ],
    [
      '--rule deals=-1 like --deals -1',
      ['sim', 'lupfen', '--rule', 'deals=-1'],
      '--rule deals "-1" is not a whole number; give a whole number of deals (0 = until you quit)',
    ],
    [
      '--deals with another --rule deals',
      ['sim', 'lupfen', '--deals', '5', '--rule', 'deals=6'],
      '--deals 5 and --rule deals=6 contradict each other; give one of them',
    ],
    [
      '--deck with another --rule deck_style',
      ['sim', 'lupfen', '--deck', 'german', '--rule', 'deck_style=swiss'],
      '--deck german and --rule deck_style=swiss contradict each other; give one of them',
    ],
    [
      'one rule twice with two values',
      ['sim', 'lupfen', '--rule', 'ante=1', '--rule', 'ante=2'],
      '--rule ante is given twice (1 and 2); give each option once',
    ],
    [
      '--record with --no-record',
      ['lupfen', '--record', 'x.jsonl', '--no-record'],
      '--record and --no-record contradict each other; give one of them',
    ],
    [
      '--no-record with --record',
      ['lupfen', '--no-record', '--record', 'x.jsonl'],
      '--record and --no-record contradict each other; give one of them',
    ],
    [
      'a seed holding an escape sequence',
      ['sim', 'lupfen', '--seed', '\u001b]0;x\u0007', '--record', '.'],
      '--seed "\\u001b]0;x\\u0007" has a control character or invisible format character; a seed is 1–64 printable characters',
    ],
    [
      'a seed holding a tab, at the table',
      ['lupfen', '--seed', 'a\tb', '--no-record'],
      '--seed "a\\u0009b" has a control character or invisible format character; a seed is 1–64 printable characters',
    ],
    [
      'a seed holding a zero-width space',
      ['sim', 'lupfen', '--seed', 'a\u200bb'],
      '--seed "a\\u200bb" has a control character or invisible format character; a seed is 1–64 printable characters',
    ],
    [
      'a name holding the Arabic letter mark U+061C',
      ['lupfen', '--names', 'A\u061Cn,Ben,Cleo,Dan', '--no-record'],
      '--names: name "A\\u061cn" has a control character, escape sequence or invisible format character; names are 1–20 printable characters, no commas, each different (case does not count)',
    ],
    [
      'a name holding a line separator U+2028',
      ['sim', 'lupfen', '--names', 'Ana,B\u2028en,Cleo,Dan'],
      '--names: name "B\\u2028en" has a control character, escape sequence or invisible format character; names are 1–20 printable characters, no commas, each different (case does not count)',
    ],
    [
      '--record "" at the table',
      ['lupfen', '--record', ''],
      '--record "" is empty; give a new file (e.g. match.jsonl) or a folder, or --no-record',
    ],
    [
      '--record "" in sim',
      ['sim', 'lupfen', '--record', ''],
      '--record "" is empty; give the folder the histories go into (one file per match), or leave --record out',
    ],
    [
      'an unknown command',
      ['foo'],
      'unknown command "foo"; commands: list, rules, sim, check, stats, review, lupfen, fipsen, kloepper, toeppen, learn, resume, replay, host, join; see cardtable --help',
    ],
  ];
  // main() in this process (here.ts), as cli.test.ts's bad-input cases: no node start-up per case.
  it.each(cases)('%s: one line, exit 2', async (_what, args, message) => {
    const cwd = tempDir();
    const r = await runHere(args, { cwd });
    expect(r.stderr).toBe(`cardtable: ${message}\n`);
    expect(r.code).toBe(2);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('--record under a path that is a file names that file, in lupfen and sim alike', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'plain'), 'x');
    const a = run(['lupfen', '--record', 'plain/m.jsonl'], { cwd });
    expect(a.stderr).toBe(
      `cardtable: --record plain/m.jsonl: ${join(cwd, 'plain')} is a file, not a folder; give a folder or a new file in one\n`,
    );
    expect(a.code).toBe(2);
    const b = run(['sim', 'lupfen', '--matches', '1', '--seed', 's', '--record', 'plain/sub'], { cwd });
    expect(b.stderr).toBe('cardtable: plain/sub/lupfen-classic-s-1.jsonl: cannot be created: plain is a file, not a folder\n');
    expect(b.code).toBe(2);
  });

  it('with HOME empty the data folder is still absolute, never the current folder', () => {
    const cwd = tempDir();
    const r = run(['resume'], { cwd, env: { HOME: '', XDG_DATA_HOME: '' } });
    expect(r.code).toBe(2);
    // Either "no unfinished match in <folder>" or the latest one found there: an absolute folder.
    expect(r.stderr).toContain(` ${join(userInfo().homedir, '.local/share/cardtable/matches')}`);
    expect(readdirSync(cwd)).toEqual([]);
  });
});

describe('names from a history cannot drive the terminal', () => {
  it('check refuses an escape sequence in a seat name; the error line itself is inert', () => {
    const dir = tempDir();
    const text = readFileSync(CLASSIC_4P, 'utf8').replace('"Bot 1"', JSON.stringify('\u001b]0;owned\u0007\u001b[2J'));
    writeFileSync(join(dir, 'evil.jsonl'), text);
    for (const cmd of ['check', 'replay', 'resume']) {
      const r = run([cmd, 'evil.jsonl'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^cardtable: evil\.jsonl:1: "match" line: "seats\.0\.name" holds the control character \\u001b; /);
      expect(r.stdout + r.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
  });

  it('a seat name with an invisible format character (U+2029) is refused in a file too', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'sep.jsonl'), readFileSync(CLASSIC_4P, 'utf8').replace('"Bot 1"', JSON.stringify('Bot\u2029 1')));
    const r = run(['check', 'sep.jsonl'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cardtable: sep\.jsonl:1: "match" line: "seats\.0\.name" holds the control character \\u2029; /);
  });

  it("a file name with escape sequences is inert in check's ok and mismatch lines and in resume's no-terminal line", () => {
    const dir = tempDir();
    const evil = 'a\u001b]0;x\u0007\u2028b';
    const shown = 'a\uFFFD]0;x\uFFFD\uFFFDb';
    writeFileSync(join(dir, `${evil}.jsonl`), readFileSync(CLASSIC_4P, 'utf8'));
    const ok = run(['check', `${evil}.jsonl`], { cwd: dir });
    expect(ok.stdout).toBe(`${shown}.jsonl: ok, 186 lines, 12 deals\n`);
    expect(ok.code).toBe(0);
    writeFileSync(join(dir, `${evil}-2.jsonl`), readFileSync(CLASSIC_4P, 'utf8').replace('"delta":[0,-1,-3,4]', '"delta":[0,-1,-2,3]'));
    const bad = run(['check', `${evil}-2.jsonl`], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(new RegExp(`^${shown}-2\\.jsonl:\\d+: settle differs`));
    expect(bad.stdout.trimEnd().split('\n').at(-1)).toBe(`${shown}-2.jsonl: 1 line(s) differ from the rules`);
    writeFileSync(join(dir, `${evil}-3.jsonl`), readFileSync(join(FIXTURES, 'lupfen-vorarlberg-6p-unfinished.jsonl'), 'utf8'));
    const rs = run(['resume', `${evil}-3.jsonl`], { cwd: dir });
    expect(rs.code).toBe(2);
    expect(rs.stderr).toBe(
      `cardtable: cardtable resume ${shown}-3.jsonl needs an interactive terminal; without one, play bots with \`cardtable sim lupfen\` or print a recorded match with \`cardtable replay FILE\`\n`,
    );
    for (const r of [ok, bad, rs]) expect(r.stdout + r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028]/);
  });

  it('a file name with escape sequences is shown inert in errors', () => {
    const dir = tempDir();
    const r = run(['check', 'a\u001b[2Jb.jsonl'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('cardtable: a\uFFFD[2Jb.jsonl: no such file; a history is JSON Lines as in docs/history-format.md\n');
  });
});
