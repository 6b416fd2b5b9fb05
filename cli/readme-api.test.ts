// The README's "Use it from code" example runs as written, against the Python example host: the import
// of 'capkit' resolves to this kit's API and `python3 host.py` to the example host; nothing else changes.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { kitRoot } from '../spec/paths.js';

function readmeExample(): string {
  const readme = readFileSync(join(kitRoot, 'README.md'), 'utf8');
  const block = /## Use it from code\n[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md: no ```ts block in "Use it from code"');
  return block[1]!;
}

const exitCode = process.exitCode;
afterEach(() => {
  process.exitCode = exitCode;
});

describe('the README example of the API', () => {
  test("runs: it imports runConformance from 'capkit', tests the host and sets the exit code", async () => {
    const example = readmeExample();
    expect(example).toContain(`from 'capkit'`);
    expect(example).toContain(`'python3 host.py'`);
    const host = `python3 ${join(kitRoot, 'examples', 'python-host', 'host.py')}`;
    const code = example.replace(`from 'capkit'`, `from ${JSON.stringify(pathToFileURL(join(kitRoot, 'cli', 'api.ts')).href)}`).replace(`'python3 host.py'`, JSON.stringify(host));
    const file = join(mkdtempSync(join(tmpdir(), 'capkit-readme-api-')), 'example.ts');
    writeFileSync(file, code);
    const logged: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logged.push(a.map(String).join(' ')));
    const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logged.push(a.map(String).join(' ')));
    try {
      await import(pathToFileURL(file).href);
    } finally {
      log.mockRestore();
      err.mockRestore();
    }
    expect(logged).toEqual([expect.stringMatching(/^\d+ tests, 0 failing$/), 'pass ']);
    expect(process.exitCode).toBe(0);
  });
});
