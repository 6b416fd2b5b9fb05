// The engine is a host like any other: a differential campaign per area (`capkit fuzz`, the engine host
// against the plain reference) finds no disagreement. (Every suite runs against it too: vitest project
// suites-engine.) The campaign loads the compiled host, as a user's `--host` would.
import { describe, expect, test } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCapkitHere } from '../selftest/support/run-capkit-here.js';

const CAMPAIGNS: readonly [area: string, runs: number][] = [
  ['permits', 300],
  ['access', 300],
  ['registry', 40],
  ['turns', 40],
  ['catalog', 60],
];

describe('the engine host against the plain reference (capkit fuzz)', () => {
  for (const [area, runs] of CAMPAIGNS) {
    test(`${area}: ${runs} generated cases, no disagreement`, async () => {
      const out = mkdtempSync(join(tmpdir(), 'capkit-engine-fuzz-'));
      const r = await runCapkitHere(['fuzz', area, '--host', 'dist/engine/host.js', '--runs', String(runs), '--seed', '1', '--out', out]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
    });
  }
});

test('the engine announces itself', async () => {
  const { default: engine } = await import('./host.js');
  expect((await engine.hello()).implementation.name).toBe('capkit-engine');
});
