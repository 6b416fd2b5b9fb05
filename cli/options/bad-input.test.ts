// Bad input to every command that reads a file is the user's mistake: exit 2 with a line naming the
// file, never exit 3 (a kit internal error), a stack trace, an out-of-memory end or a hang. Each command
// gets a folder, a 1 GB file (sparse: it takes no disk, and is refused by its size before any read),
// JSON nested 6,000 deep, and JSON of the wrong types. Runs the built CLI (npm run build first).
import { describe, test } from 'vitest';
import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCapkit } from '../../selftest/support/run-capkit.js';

const dir = mkdtempSync(join(tmpdir(), 'capkit-bad-input-'));
const out = (name: string) => join(dir, 'out', name);
const INPUTS: Record<string, string> = {
  folder: join(dir, 'a-folder'),
  'a 1 GB file': join(dir, 'huge.json'),
  'JSON nested 6,000 deep': join(dir, 'deep.json'),
  'JSON of the wrong types': join(dir, 'typed.json'),
};
mkdirSync(INPUTS.folder!);
writeFileSync(INPUTS['a 1 GB file']!, '');
truncateSync(INPUTS['a 1 GB file']!, 1024 ** 3);
writeFileSync(INPUTS['JSON nested 6,000 deep']!, `{"kit":{"name":"capkit"},"entries":${'['.repeat(6000)}${']'.repeat(6000)}}`);
writeFileSync(INPUTS['JSON of the wrong types']!, JSON.stringify({ kit: { name: 'capkit', version: 1 }, run: { seed: 'x', areas: 'permits' }, requirements: {}, entries: 'none', name: 5 }));

/** Each command, with the input file in the place it reads one. */
const COMMANDS: Record<string, (file: string) => string[]> = {
  'report render': (f) => ['report', 'render', f, '--html', out('r.html')],
  'report badge': (f) => ['report', 'badge', f, '--out', out('b.svg')],
  'report merge': (f) => ['report', 'merge', f, f, '--out', out('m.json')],
  'trace --from': (f) => ['trace', '--from', f],
  'expectations update --from': (f) => ['expectations', 'update', '--from', f, '--file', out('e.json')],
  'run --config': (f) => ['run', '--config', f],
  'run --expectations': (f) => ['run', '--expectations', f, '--no-config'],
  'run --compare': (f) => ['run', '--compare', f, '--no-config'],
  simulate: (f) => ['simulate', f],
};

for (const [command, args] of Object.entries(COMMANDS)) {
  describe.concurrent(`capkit ${command}`, () => {
    for (const [what, file] of Object.entries(INPUTS)) {
      test(`${what}: exit 2, a line naming the file, no internal error`, async ({ expect }) => {
        const r = await runCapkit(args(file));
        expect(r.code, r.stderr).toBe(2);
        const [first] = r.stderr.trim().split('\n');
        expect(first).toContain(file.split('/').pop());
        expect(r.stderr).not.toMatch(/internal error|Maximum call stack|\n\s+at /);
      });
    }
  });
}
