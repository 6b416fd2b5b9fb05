// capkit.config.json: validated by spec/schemas/config.schema.json; every error names the file and the key.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREAS } from '../../host/protocol.js';
import { schemaRegistry } from '../../host/schema-registry.js';
import { findConfig, loadConfig, parseConfig, ConfigError } from './load-config.js';
import { UsageError } from '../usage-error.js';

const parse = (json: unknown) => parseConfig(JSON.stringify(json), 'capkit.config.json', '/repo');

function errorOf(json: unknown): string {
  try {
    parse(json);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toBeInstanceOf(UsageError); // the CLI prints it in one line per problem and exits 2
    return (error as Error).message;
  }
  throw new Error('expected the config to be refused');
}

describe('parseConfig', () => {
  test('a full config is accepted as it is, with the folder its paths start from', () => {
    const config = {
      $schema: './node_modules/capkit/spec/schemas/config.schema.json',
      host: { command: 'python3 host.py', cwd: 'host' },
      areas: ['permits', 'access'],
      requireAreas: true,
      expectations: 'capkit-expectations.json',
      reports: ['json:reports/capkit.json', 'md:reports/capkit.md', 'junit:reports/junit.xml'],
      timeoutMultiplier: 2.5,
      seed: 7,
      validateProtocol: true,
      propertyRuns: 500,
    };
    expect(parse(config)).toEqual({ file: 'capkit.config.json', dir: '/repo', config });
    expect(parse({}).config).toEqual({});
    expect(parse({ host: { module: './host.js', isolate: false }, expectations: false }).config.expectations).toBe(false);
  });

  test('an unknown area names its index and the areas there are', () => {
    expect(errorOf({ areas: ['permits', 'perms'] })).toBe(`capkit.config.json: /areas/1: must be one of ${JSON.stringify([...AREAS])}`);
  });

  test('a misspelt key is named', () => {
    expect(errorOf({ timeoutMultiplyer: 2 })).toBe("capkit.config.json: /: must NOT have additional property 'timeoutMultiplyer'");
  });

  test('a host needs exactly one of command and module', () => {
    expect(errorOf({ host: {} })).toBe("capkit.config.json: /host: must have exactly one of 'command', 'module'");
    expect(errorOf({ host: { command: 'a', module: 'b' } })).toBe("capkit.config.json: /host: must have exactly one of 'command', 'module'");
    expect(errorOf({ host: { command: '   ' } })).toMatch(/^capkit\.config\.json: \/host\/command: must match pattern/);
  });

  test('values of the wrong kind are refused, each where it is', () => {
    expect(errorOf({ timeoutMultiplier: 0 })).toMatch(/^capkit\.config\.json: \/timeoutMultiplier: must be > 0$/);
    expect(errorOf({ seed: 1.5 })).toMatch(/^capkit\.config\.json: \/seed: must be integer$/);
    expect(errorOf({ propertyRuns: 0 })).toMatch(/^capkit\.config\.json: \/propertyRuns: must be >= 1$/);
    expect(errorOf({ reports: ['pdf:x.pdf'] })).toMatch(/^capkit\.config\.json: \/reports\/0: must match pattern/);
    expect(errorOf({ expectations: true })).toMatch(/^capkit\.config\.json: \/expectations: /);
    expect(errorOf({ validateProtocol: 'yes' })).toMatch(/^capkit\.config\.json: \/validateProtocol: must be boolean$/);
    expect(errorOf([])).toMatch(/^capkit\.config\.json: \/: must be object$/);
  });

  test('text that is not JSON is named with its line and column', () => {
    expect(() => parseConfig('{\n  "seed": 1,\n}', 'capkit.config.json', '/repo')).toThrow(/^capkit\.config\.json:3:1: invalid JSON/);
  });

  test('the schema lists exactly the areas of the protocol', () => {
    const schema = JSON.parse(JSON.stringify(schemaRegistry().get('config').schema)) as { properties: { areas: { items: { enum: string[] } } } };
    expect(schema.properties.areas.items.enum).toEqual([...AREAS]);
  });
});

describe('finding the config', () => {
  test('./capkit.config.json is read when present, --config names another, --no-config reads none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-config-'));
    expect(findConfig(undefined, dir)).toBeUndefined();
    writeFileSync(join(dir, 'capkit.config.json'), '{"seed": 3}');
    writeFileSync(join(dir, 'other.json'), '{"seed": 4}');
    expect(findConfig(undefined, dir)).toEqual({ file: 'capkit.config.json', dir, config: { seed: 3 } });
    expect(findConfig('other.json', dir)?.config).toEqual({ seed: 4 });
    expect(findConfig(false, dir)).toBeUndefined();
    expect(() => findConfig('missing.json', dir)).toThrow('config file missing.json does not exist');
    expect(() => loadConfig(join(dir, 'nope.json'), 'nope.json')).toThrow(ConfigError);
  });
});
