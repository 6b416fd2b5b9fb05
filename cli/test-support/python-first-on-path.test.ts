import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { delimiter } from 'node:path';
import { pathWithPythonFirst } from './python-first-on-path.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;

describe('pathWithPythonFirst', () => {
  test.skipIf(!hasPython)('puts the folder of the interpreter python3 resolves to in front, and finds that same interpreter', () => {
    const path = pathWithPythonFirst('/no/such/folder');
    const [first, ...rest] = path.split(delimiter);
    expect(rest).toEqual(['/no/such/folder']);
    const resolved = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();
    const direct = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8', env: { ...process.env, PATH: path } });
    expect(direct.status).toBe(0);
    expect(direct.stdout.trim()).toBe(resolved);
    expect(resolved.startsWith(`${first}/`)).toBe(true);
  });

  test('leaves PATH as it is when no python3 can be found', () => {
    const saved = process.env.PATH;
    process.env.PATH = '/no/such/folder';
    try {
      expect(pathWithPythonFirst('/a:/b')).toBe('/a:/b');
    } finally {
      process.env.PATH = saved;
    }
  });
});
