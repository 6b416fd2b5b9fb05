// `capkit init` from the command line: the files, the next command to run, and a refusal to overwrite.
import { describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCapkit } from '../../selftest/support/run-capkit.js';

describe('capkit init', () => {
  test('writes the skeleton, says what to run next; a second time it names the file it will not overwrite', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'capkit-init-cli-')), 'my host');
    const first = await runCapkit(['init', 'python', '--dir', dir]);
    expect(first.code, first.stderr).toBe(0);
    expect(existsSync(join(dir, 'host.py'))).toBe(true);
    expect(first.stdout).toContain('npx capkit run --host-cmd "python3 host.py"');
    // A bare `npx capkit run` there tests the skeleton: the config names it.
    expect(first.stdout).toMatch(/^ {2}npx capkit run {2,}#/m);
    expect(JSON.parse(readFileSync(join(dir, 'capkit.config.json'), 'utf8'))).toEqual({ host: { command: 'python3 host.py' } });
    expect(first.stdout).toMatch(/cd ".*my host"/);
    expect(first.stdout).toContain('no verdict');

    const second = await runCapkit(['init', 'python', '--dir', dir]);
    expect(second.code).toBe(2);
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(second.stderr).toMatch(/README\.md already exists; use --force/);
    expect((await runCapkit(['init', 'python', '--dir', dir, '--force'])).code).toBe(0);
  });

  test('an unknown language is a usage error listing the four', async () => {
    const r = await runCapkit(['init', 'cobol']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/python.*typescript.*go.*rust/);
  });
});
