// zod is loaded only for an in-process Zod schema; when it is missing the definition fails with one line.
import { describe, expect, test } from 'vitest';
import { loadZod } from './disk-plugin.js';

describe('loadZod', () => {
  test('a missing zod is a one-line reason naming the package, not a bare MODULE_NOT_FOUND', () => {
    const missing = (id: string): never => {
      throw Object.assign(new Error(`Cannot find module '${id}'\nRequire stack:\n- /somewhere/input-schema.js`), { code: 'MODULE_NOT_FOUND' });
    };
    const reason = loadZod(missing);
    expect(typeof reason).toBe('string');
    expect(reason).toContain('"zod" cannot be loaded');
    expect(reason).toContain("Cannot find module 'zod'");
    expect(reason).not.toContain('\n');
  });

  test('an installed zod is returned as its z namespace', () => {
    const z = loadZod();
    expect(typeof z).toBe('object');
    expect(typeof (z as { object?: unknown }).object).toBe('function');
  });
});
