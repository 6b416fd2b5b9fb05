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
async function exchange(lines: string[], endInput = true): Promise<unknown[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
  const served = serveStdio(tiny, input, output);
  for (const line of lines) input.write(`${line}\n`);
  if (endInput) input.end();
  await served;
  const text = chunks.join('');
  expect(text === '' || text.endsWith('\n')).toBe(true);
  return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown);
}

describe('serveStdio', () => {
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
      { seq: 8, skipped: true, reason: 'no area turns' },
    ]);
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
