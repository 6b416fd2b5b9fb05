// A config file may name several hosts (`hosts`): a matrix run. Its paths are the config folder's.
import { describe, expect, test } from 'vitest';
import { parseConfig } from '../config/load-config.js';
import { configHostSpecs } from './config-hosts.js';

const parse = (json: unknown) => parseConfig(JSON.stringify(json), 'capkit.config.json', '/repo');

describe('hosts in capkit.config.json', () => {
  test('each host as `host` is written, with its paths made the config folder’s', () => {
    const loaded = parse({ hosts: [{ command: 'python3 host.py' }, { command: 'go run .', cwd: 'go' }, { module: 'dist/host.js' }] });
    expect(configHostSpecs(loaded)).toEqual([
      { kind: 'command', command: 'python3 host.py', cwd: '/repo' },
      { kind: 'command', command: 'go run .', cwd: '/repo/go' },
      { kind: 'module', path: '/repo/dist/host.js' },
    ]);
    expect(configHostSpecs(parse({ host: { command: 'x' } }))).toBeUndefined();
  });

  test('fewer than two hosts, or `host` and `hosts` together, are refused naming the key', () => {
    expect(() => parse({ hosts: [{ command: 'a' }] })).toThrow(/hosts/);
    expect(() => parse({ host: { command: 'a' }, hosts: [{ command: 'a' }, { command: 'b' }] })).toThrow(/capkit\.config\.json/);
    expect(() => parse({ hosts: [{ command: 'a' }, { file: 'b' }] })).toThrow(/hosts\/1/);
  });
});
