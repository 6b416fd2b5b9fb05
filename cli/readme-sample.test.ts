// The README's "What a run looks like" is the output of a real `npx capkit run`: the header, the areas
// the reference declares, the number of tests, every table row and the verdict, seed and time aside.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kitRoot } from '../spec/paths.js';
import { runCapkit } from './test-support/run-capkit.js';

/** The summary lines with what changes from run to run (seed, duration) replaced by a placeholder. */
function shapeOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/^seed {2}\d+ · (\d+) tests in [\d.]+ s$/, 'seed  <seed> · $1 tests in <time> s').trimEnd())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''));
}

function readmeSample(): string {
  const readme = readFileSync(join(kitRoot, 'README.md'), 'utf8');
  const block = /## What a run looks like\n\n```\n\$ npx capkit run\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md: no "What a run looks like" block starting with "$ npx capkit run"');
  return block[1]!;
}

describe('the README sample run', () => {
  test('is what `npx capkit run` prints today (seed and time aside)', async () => {
    // Property runs change how long the run takes, not which tests run or what the summary shows.
    const r = await runCapkit(['run', '--property-runs', '1'], { timeoutMs: 600_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(shapeOf(readmeSample().trim()).join('\n')).toBe(shapeOf(r.stdout.trim()).join('\n'));
  }, 600_000);
});
