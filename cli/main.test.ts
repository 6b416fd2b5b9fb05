// The command line as a newcomer and a hostile host meet it: every stop is one sentence with the exit
// code of its kind (cli/exit-codes.ts), never a stack trace, and nothing a host does ends it with 0.
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { HOST_DID_NOT_START_EXIT, HostStartError } from '../host/host-start-error.js';
import { kitRoot } from '../spec/paths.js';
import { EXIT } from './exit-codes.js';
import { describeFatal } from './fatal.js';
import { capkitBin, runCapkit } from '../selftest/support/run-capkit.js';

const STACK = /\n\s+at /;

describe('exit codes', () => {
  test('host/ and cli/ agree on the code of a host that did not start', () => {
    expect(HOST_DID_NOT_START_EXIT).toBe(EXIT.hostDidNotStart);
    expect(describeFatal(new HostStartError('no hello')).code).toBe(EXIT.hostDidNotStart);
  });
  test('an internal error names itself, without its stack unless asked', () => {
    const fatal = describeFatal(new TypeError('x is undefined'), {});
    expect(fatal.code).toBe(EXIT.internal);
    // Colours are on where the environment asks for them (CI=true does): read the text without them.
    const plain = fatal.text.replace(/\u001b\[[0-9;]*m/g, '');
    expect(plain).toContain('internal error: x is undefined');
    expect(plain).not.toMatch(STACK);
  });
});

describe('a host that cannot start', () => {
  test('exits 4 with the reason (run)', async () => {
    const r = await runCapkit(['run', '--host-cmd', 'node selftest/fakes/crash-on-start.mjs', '--areas', 'permits']);
    expect(r.code).toBe(EXIT.hostDidNotStart);
    expect(r.stderr).toContain('exited with code 3 before answering hello');
    expect(r.stderr).toContain('boom: configuration file missing');
  });
  test('exits 4 with the reason (fuzz)', async () => {
    const r = await runCapkit(['fuzz', 'permits', '--host-cmd', 'node selftest/fakes/protocol-2.mjs']);
    expect(r.code).toBe(EXIT.hostDidNotStart);
    expect(r.stderr).toMatch(/the host did not start: .*protocol 2, but this kit speaks protocol 1/);
  });
  test('--no-isolate: a module whose hello() calls process.exit(0) is a host that did not start, not a pass', async () => {
    const r = await runCapkit(['run', '--host', 'selftest/fakes/exit-in-hello.mjs', '--no-isolate', '--areas', 'permits']);
    expect(r.code).toBe(EXIT.hostDidNotStart);
    expect(r.stderr).toContain("hello() called process.exit(0): an in-process host must not end the kit's process");
  });
});

describe('CAPKIT_HOST', () => {
  test('names the host capkit run tests when no --host/--host-cmd is given, and says so', async () => {
    const CAPKIT_HOST = JSON.stringify({ kind: 'command', command: 'node selftest/fakes/crash-on-start.mjs' });
    const r = await runCapkit(['run', '--areas', 'permits'], { env: { CAPKIT_HOST } });
    expect(r.stderr).toContain('capkit: testing the host named by CAPKIT_HOST: --host-cmd "node selftest/fakes/crash-on-start.mjs"');
    expect(r.code).toBe(EXIT.hostDidNotStart); // the broken host was tested, not the reference
  });
  test('a malformed CAPKIT_HOST is a usage error naming the field', async () => {
    const r = await runCapkit(['run'], { env: { CAPKIT_HOST: '{"kind":"command"}' } });
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('CAPKIT_HOST.command must be a non-empty string');
  });
});

describe('input that is not what a command expects', () => {
  test('capkit spec | head: the closed pipe is quiet', () => {
    const r = spawnSync('bash', ['-c', `'${process.execPath}' '${capkitBin}' spec --json | head -c 10 >/dev/null; exit \${PIPESTATUS[0]}`], { cwd: kitRoot, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
  test('capkit lint - reads the permits from stdin, one per line, and refuses an empty stdin', async () => {
    const r = await runCapkit(['lint', '-', '--json'], { input: 'group(1,2)\r\n\nnot-a-permit\n' });
    expect(r.code).toBe(EXIT.fail);
    expect((JSON.parse(r.stdout) as { permit: string; valid: boolean }[]).map((x) => [x.permit, x.valid])).toEqual([
      ['group(1,2)', true],
      ['not-a-permit', false],
    ]);
    const empty = await runCapkit(['lint', '-'], { input: '\n' });
    expect(empty.code).toBe(EXIT.usage);
    expect(empty.stderr).toContain('lint -: stdin held no permit (give one per line)');
  });
  test('no stack trace, whatever the options', async () => {
    const cases: string[][] = [
      ['run', '--areas', 'a', '--areas', 'b'],
      ['run', '--report'],
      ['run', '--grep'],
      ['run', '--host-cmd', ''],
      ['bench', 'nope'],
      ['report', 'render', 'no-such.json', '--md', '/tmp/capkit-x.md'],
      ['simulate', 'no-such.json'],
      ['host', '--module', 'no-such.js'],
      ['fuzz', 'permits', '--path', '1:2', '--seed', 'x'],
    ];
    for (const args of cases) {
      const r = await runCapkit(args);
      expect(r.stderr, args.join(' ')).not.toMatch(STACK);
      expect(r.stderr, args.join(' ')).not.toContain('internal error');
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(EXIT.usage);
    }
  });
});
