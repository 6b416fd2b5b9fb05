import { describe, test, expect } from 'vitest';
import { PassThrough } from 'node:stream';
import { serveStdio } from './serve-stdio.js';
import type { InProcessHost } from './protocol.js';

const HELLO = { protocol: 1, implementation: { name: 'tiny', version: '0', language: 'typescript' }, areas: ['permits'] };

/** A tiny host: lint says valid iff the permit is "ok"; a case with id "boom" throws. */
const tiny: InProcessHost = {
  hello: () => HELLO,
  run: (c) => {
    if (c.id === 'permits/boom') throw new Error('boom');
    if (c.area !== 'permits') return { skipped: true, reason: `no area ${c.area}` };
    return { results: c.steps.map((s) => ({ valid: (s as { permit?: string }).permit === 'ok' })) };
  },
};

/** Feeds `lines` to serveStdio and returns every output line parsed, plus whether serving ended. */
async function exchange(lines: string[], endInput = true, host: InProcessHost = tiny): Promise<unknown[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
  const served = serveStdio(host, input, output);
  for (const line of lines) input.write(`${line}\n`);
  if (endInput) input.end();
  await served;
  const text = chunks.join('');
  expect(text === '' || text.endsWith('\n')).toBe(true);
  return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown);
}

describe('serveStdio', () => {
  test("a run before any hello asks hello for the areas; a hello that fails is named, and asked again next run", async () => {
    let hellos = 0;
    const flaky: InProcessHost = { ...tiny, hello: () => { if (++hellos === 1) throw new Error('not ready'); return HELLO; } };
    const run = (seq: number) => JSON.stringify({ cmd: 'run', seq, case: { id: 'permits/a', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'ok' }] } });
    const out = await exchange([run(1), run(2)], true, flaky);
    expect(out).toEqual([{ seq: 1, errored: true, message: 'hello failed: not ready' }, { seq: 2, results: [{ valid: true }] }]);
  });
  test('hello, run (seq echoed, any JSON value) and bye', async () => {
    const run = (seq: unknown, permit: string) =>
      JSON.stringify({ cmd: 'run', seq, case: { id: 'permits/a', area: 'permits', setup: {}, steps: [{ op: 'lint', permit }] } });
    const out = await exchange(['{"cmd":"hello","protocol":1}', run(1, 'ok'), run('x', 'no'), '{"cmd":"bye"}', run(3, 'ok')], false);
    expect(out).toEqual([HELLO, { seq: 1, results: [{ valid: true }] }, { seq: 'x', results: [{ valid: false }] }]);
  });
  test('ends when input ends', async () => {
    expect(await exchange(['{"cmd":"hello","protocol":1}'])).toEqual([HELLO]);
  });
  test('a thrown run and a skipped area are answered, not fatal', async () => {
    const out = await exchange([
      JSON.stringify({ cmd: 'run', seq: 7, case: { id: 'permits/boom', area: 'permits', setup: {}, steps: [] } }),
      JSON.stringify({ cmd: 'run', seq: 8, case: { id: 'turns/x', area: 'turns', setup: {}, steps: [] } }),
    ]);
    expect(out).toEqual([
      { seq: 7, errored: true, message: 'run() threw: boom' },
      { seq: 8, skipped: true, reason: 'the host does not declare area "turns" (it declares: permits)' },
    ]);
  });
  test('a case not shaped as case.schema.json says gets one errored line naming what is wrong; serving continues', async () => {
    const runOf = (seq: number, testCase: unknown) => JSON.stringify({ cmd: 'run', seq, case: testCase });
    const good = { id: 'permits/a', area: 'permits', setup: {}, steps: [{ op: 'lint', permit: 'ok' }] };
    const out = (await exchange([
      runOf(1, null),
      runOf(2, { ...good, area: 5 }),
      runOf(3, { ...good, setup: [] }),
      runOf(4, { ...good, steps: {} }),
      runOf(5, { ...good, steps: [{ op: 'lint', permit: 'ok' }, 'lint'] }),
      runOf(6, { ...good, steps: [{ nop: 'lint' }] }),
      runOf(7, good),
    ])) as Record<string, unknown>[];
    const named = ['object, got null', '"area" must be a string, got number', '"setup" must be an object, got an array', '"steps" must be an array, got object', 'steps[1] must be an object', 'steps[0] must be an object with a string field "op"'];
    named.forEach((text, i) => {
      expect(out[i]).toMatchObject({ seq: i + 1, errored: true });
      expect(String(out[i]?.message)).toMatch(/^the run request's case breaks case\.schema\.json: /);
      expect(String(out[i]?.message)).toContain(text);
      expect(String(out[i]?.message)).not.toContain('\n');
    });
    expect(out[6]).toEqual({ seq: 7, results: [{ valid: true }] });
  });
  test('non-JSON lines and unknown cmds get one errored line each; serving continues', async () => {
    const out = (await exchange(['this is not json', '{"cmd":"dance","seq":4}', '{"cmd":"hello","protocol":1}'])) as Record<string, unknown>[];
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ seq: null, errored: true });
    expect(String(out[0]?.message)).toContain('not JSON');
    expect(out[1]).toMatchObject({ seq: 4, errored: true });
    expect(String(out[1]?.message)).toContain('unknown cmd "dance"');
    expect(out[2]).toEqual(HELLO);
  });
});
