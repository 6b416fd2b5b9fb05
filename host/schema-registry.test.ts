// The kit's schemas are valid JSON Schema 2020-12: the shared registry does not check them each time a
// process starts, so this is where a broken schema file is caught.
import { describe, expect, test } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schemasDir } from '../spec/paths.js';
import { createSchemaRegistry, schemaRegistry } from './schema-registry.js';

describe('the schemas of spec/schemas/', () => {
  test('every one passes the meta-schema and compiles, each area with its ops', () => {
    const checked = createSchemaRegistry(schemasDir, { checkSchemas: true });
    for (const name of ['hello-response', 'case', 'run-response', 'step-error', 'config', 'scenario', 'matrix-report']) expect(typeof checked.get(name)).toBe('function');
    for (const area of ['permits', 'access', 'registry', 'turns', 'catalog']) expect(checked.area(area)?.ops.size, area).toBeGreaterThan(0);
  });

  test('a schema the meta-schema refuses is refused when checked, and the shared registry is the unchecked kind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-schemas-'));
    cpSync(schemasDir, dir, { recursive: true });
    const file = join(dir, 'config.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...schema, type: 'no-such-type' }));
    expect(() => createSchemaRegistry(dir, { checkSchemas: true })).toThrow(/schema is invalid/);
    expect(() => createSchemaRegistry(dir, { checkSchemas: false })).not.toThrow();
    expect(schemaRegistry().get('config')({ nothing: 1 })).toBe(false);
  });
});
