// The Python example host, checked two ways: the whole conformance run through `capkit run` (the way an
// outside host is checked), and a few protocol edges spoken to it directly (spec/protocol.md §2, §6).
import { describe, test, expect } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { runCapkit, readReport, tempReportPath, testTimeLimitOfArgs } from '../../selftest/support/run-capkit.js';

const hostPath = join(kitRoot, 'examples', 'python-host', 'host.py');
const hostCmd = 'python3 examples/python-host/host.py';
const hasPython = spawnSync('python3', ['--version']).status === 0;
if (!hasPython) console.warn('examples/python-host: python3 is not on PATH, skipping the Python example host tests');

interface HostExit {
  code: number | null;
  lines: unknown[];
  stderr: string;
}

/** Feeds `input` to a fresh host, closes stdin, and collects every stdout line as JSON. */
function talk(input: string): Promise<HostExit> {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', [hostPath], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`python host did not exit within 10 s; stderr: ${stderr}`));
    }, 10_000);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const lines = stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown);
      resolve({ code, lines, stderr });
    });
    child.stdin.end(input);
  });
}

const line = (value: unknown): string => JSON.stringify(value) + '\n';
const run = (seq: unknown, area: string, steps: unknown[], setup: unknown = {}): string =>
  line({ cmd: 'run', seq, case: { id: `${area}/t`, area, setup, steps } });

describe.skipIf(!hasPython)('examples/python-host under capkit run', () => {
  const args = ['run', '--host-cmd', hostCmd, '--areas', 'permits,access', '--seed', '9', '--validate-protocol'];
  // The limits follow from the work (two areas at 100 property runs), as every end-to-end run's do.
  test('every requirement of permits and access passes', { timeout: testTimeLimitOfArgs(args) }, async () => {
    const report = tempReportPath();
    const r = await runCapkit([...args, '--report', `json:${report}`]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const json = readReport(report);
    expect(json.host.implementation.name).toBe('capkit-python-example');
    expect(json.host.areas).toEqual(['permits', 'access']);
    const areas = new Set(json.requirements.map((q) => q.area));
    expect(areas).toEqual(new Set(['permits', 'access', 'protocol']));
    // Every contract requirement passes, and every protocol rule the suites of these areas exercise (the
    // others are untested here: NOT_RUN, which withholds no verdict).
    const notPassing = json.requirements.filter((q) => q.status !== 'PASS' && !(q.area === 'protocol' && q.status === 'NOT_RUN'));
    expect(notPassing.map((q) => `${q.id}: ${q.status} ${q.reason ?? ''}`)).toEqual([]);
    expect(json.summary.ok).toBe(true);
  });
});

describe.skipIf(!hasPython)('examples/python-host protocol edges', () => {
  test('hello answers protocol 1 with its name and areas', async () => {
    const r = await talk(line({ cmd: 'hello', protocol: 1 }));
    expect(r.lines).toEqual([
      { protocol: 1, implementation: { name: 'capkit-python-example', version: '0.1.0', language: 'python' }, areas: ['permits', 'access'] },
    ]);
    expect(r.code).toBe(0); // EOF ends the host cleanly
  });

  test('a line that is not JSON is answered with seq null and the host keeps serving', async () => {
    const r = await talk('this is not json\n' + run(3, 'permits', [{ op: 'lint', permit: 'group()' }]));
    expect(r.lines[0]).toMatchObject({ seq: null, errored: true });
    expect(r.lines[1]).toEqual({ seq: 3, results: [{ valid: true }] });
  });

  test('bye exits 0 without an answer, and nothing after it is read', async () => {
    const r = await talk(line({ cmd: 'bye' }) + run(1, 'permits', []));
    expect(r.lines).toEqual([]);
    expect(r.code).toBe(0);
  });

  test('seq is echoed unchanged, whatever JSON value it is', async () => {
    const seq = { any: ['json', 1.5, null] };
    const r = await talk(run(seq, 'permits', []));
    expect(r.lines).toEqual([{ seq, results: [] }]);
  });

  test('an unknown op is a step error; the other steps still answer', async () => {
    const r = await talk(run(1, 'permits', [{ op: 'frobnicate' }, { op: 'lint', permit: 'adapter()' }]));
    const answer = r.lines[0] as { results: { error?: { code: string } }[] };
    expect(answer.results).toHaveLength(2);
    expect(answer.results[0]?.error?.code).toBe('unknown-op');
    expect(answer.results[1]).toEqual({ valid: false }); // PERMIT-009: adapter needs items
  });

  test('a step or setup that breaks the schemas is answered with step errors (PROTOCOL-004, PROTOCOL-006)', async () => {
    const bad = await talk(run(1, 'permits', [{ op: 'permit', permits: [5], message: null }, { op: 'permit', permits: [], message: { $adapter: 'qq', $sender: { role: 'master' } } }, { op: 'permit', permits: [], message: { $adapter: 'qq', $channel: { type: 'group', id: null } } }]));
    const results = (bad.lines[0] as { results: { error?: { code: string } }[] }).results;
    expect(results.map((r) => r.error?.code)).toEqual(['bad-step', 'bad-step', undefined]);
    const setup = await talk(run(2, 'access', [{ op: 'access', tool: {}, message: null }], { platformGrants: { qq: 'admin' } }));
    expect((setup.lines[0] as { results: { error?: { code: string } }[] }).results.map((r) => r.error?.code)).toEqual(['bad-setup']);
  });

  test('a case of another area is skipped', async () => {
    const r = await talk(run(1, 'names', [{ op: 'qualify' }]));
    expect(r.lines[0]).toMatchObject({ seq: 1, skipped: true });
  });

  test('String() normalisation follows JavaScript (spec/permits.md PERMIT-025)', async () => {
    const onAdapter = (adapter: unknown, platform: string): unknown => ({ op: 'access', tool: { platforms: [platform] }, message: { $adapter: adapter } });
    const steps = [
      onAdapter(true, 'true'), // Python's str(True) would say "True"
      onAdapter(1.0, '1'), // JSON 1.0 is the number 1
      onAdapter(1.5, '1.5'),
      onAdapter(1e21, '1e+21'),
      onAdapter(1e-7, '1e-7'),
      onAdapter(123, '123'),
    ];
    const r = await talk(run(1, 'access', steps).replace('"$adapter":1}', '"$adapter":1.0}'));
    expect(r.lines[0]).toEqual({ seq: 1, results: steps.map(() => ({ listed: true, callable: true })) });
  });

  test('trimming is ASCII only: a no-break space is an ordinary character (PERMIT-030)', async () => {
    const message = { $adapter: 'qq', $channel: { type: 'group', id: 'a' } };
    const r = await talk(
      run(1, 'permits', [
        { op: 'permit', permits: ['group( a\t,\vb\f)'], message },
        { op: 'permit', permits: ['group(\u00a0a)'], message },
        { op: 'lint', permit: 'group(\u3000)' },
      ]),
    );
    expect(r.lines[0]).toEqual({ seq: 1, results: [{ allowed: true }, { allowed: false }, { valid: true }] });
  });

  test('a megabyte of parentheses answers promptly (PERMIT-019)', async () => {
    const started = Date.now();
    const r = await talk(run(1, 'permits', [{ op: 'lint', permit: '('.repeat(100_000) + ')'.repeat(100_000) }, { op: 'lint', permit: ','.repeat(1_000_000) }]));
    expect(r.lines[0]).toEqual({ seq: 1, results: [{ valid: false }, { valid: false }] });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
