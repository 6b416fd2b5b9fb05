import { test, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir } from '../../spec/paths.js';
import { inspectPlugin } from './inspect-plugin.js';

test('a child that cannot even start is the kit\'s own failure, said in one sentence, never an empty pass', async () => {
  const run = inspectPlugin(join(fixturesDir, 'plugins', 'example-plugin'), { timeoutMs: 10_000, script: join(mkdtempSync(join(tmpdir(), 'capkit-inspect-')), 'missing-child.js') });
  await expect(run).rejects.toThrow(/the child process that loads plugin code ended the process \(exit code 1\) before loading any of it: .*Cannot find module/);
});
