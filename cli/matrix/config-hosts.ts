// The hosts of a matrix named by a config file (`hosts`, each written as the config's `host`): paths are
// the config folder's, a command runs there unless it names its own `cwd`. A module's own `isolate`
// is not kept: a matrix runs every module host one way (the run's --isolate).
import { isAbsolute, resolve } from 'node:path';
import type { HostSpec } from '../../host/connection.js';
import type { LoadedConfig } from '../config/config.js';

const inDir = (dir: string, path: string): string => (isAbsolute(path) ? path : resolve(dir, path));

/** The config's `hosts` as host specs, or undefined when it names none. */
export function configHostSpecs(loaded: LoadedConfig | undefined): HostSpec[] | undefined {
  const hosts = loaded?.config.hosts;
  if (hosts === undefined) return undefined;
  return hosts.map((h): HostSpec => ('command' in h ? { kind: 'command', command: h.command, cwd: inDir(loaded!.dir, h.cwd ?? '.') } : { kind: 'module', path: inDir(loaded!.dir, h.module) }));
}
