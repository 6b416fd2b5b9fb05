import { describe, expect, test } from 'vitest';
import { delimiter, dirname } from 'node:path';
import { pathWithPythonFirst, pythonExecutable } from './python-first-on-path.js';

const resolved = pythonExecutable();

describe('pathWithPythonFirst', () => {
  test.skipIf(resolved === undefined)('puts the folder of the interpreter python3 resolves to in front, and finds that same interpreter', () => {
    const path = pathWithPythonFirst('/no/such/folder');
    expect(path.split(delimiter)).toEqual([dirname(resolved!), '/no/such/folder']);
    expect(pythonExecutable('python3', { ...process.env, PATH: path })).toBe(resolved);
  });

  test('leaves PATH as it is when there is no such interpreter', () => {
    expect(pythonExecutable('capkit-no-such-python3')).toBeUndefined();
    expect(pathWithPythonFirst('/a:/b', 'capkit-no-such-python3')).toBe('/a:/b');
  });
});
