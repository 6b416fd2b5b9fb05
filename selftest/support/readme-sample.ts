// The "What a run looks like" block of docs/usage.md (once the README's), and a run's output reduced to what the block must match.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';

/**
 * The summary lines with what changes from run to run replaced by a placeholder: the seed, the duration, and
 * the number of tests (it grows with every suite test; the README shows the count of the day it was written).
 */
export function shapeOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/^seed {2}\d+(?: \([^)]*\))? · \d+ tests in [\d.]+ s$/, 'seed  <seed> · <n> tests in <time> s').trimEnd())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''));
}

export function readmeSample(): string {
  const usage = readFileSync(join(kitRoot, 'docs', 'usage.md'), 'utf8');
  const block = /## What a run looks like\n\n```\n\$ npx capkit run\n([\s\S]*?)```/.exec(usage);
  if (!block) throw new Error('docs/usage.md: no "What a run looks like" block starting with "$ npx capkit run"');
  return block[1]!;
}
