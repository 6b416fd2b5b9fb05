// Config and command line into one set of run settings: a flag given on the command line overrides
// the config key it corresponds to; a key absent from both takes capkit's default.
import { isAbsolute, resolve } from 'node:path';
import type { LoadedConfig } from './config.js';

/** What the command line said explicitly; undefined means "not given" (so the config applies). */
export interface RunFlags {
  host?: string;
  hostCmd?: string;
  isolate?: boolean;
  areas?: string[];
  requireAreas?: boolean;
  /** A file, or false for --no-expectations. */
  expectations?: string | false;
  /** `<format>:<file>` values of --report and --reporter together. */
  reports?: string[];
  timeoutMultiplier?: number;
  seed?: number;
  validateProtocol?: boolean;
  propertyRuns?: number;
}

/** The host as the settings name it; `undefined` is the built-in reference host. */
export type SettingsHost = { kind: 'command'; command: string; cwd: string } | { kind: 'module'; path: string };

export interface RunSettings {
  host?: SettingsHost;
  isolate: boolean;
  areas?: string[];
  requireAreas: boolean;
  /** A file, false for none, undefined for the default (capkit-expectations.json if present). */
  expectations?: string | false;
  reports: string[];
  timeoutMultiplier: number;
  seed?: number;
  validateProtocol: boolean;
  propertyRuns?: number;
  /** Where each setting came from, for messages such as "seed 7 (from capkit.config.json)". */
  from: Partial<Record<keyof RunFlags | 'host', 'flag' | 'config'>>;
}

/** A path of the config, made absolute against the config's folder. */
function fromConfig(dir: string, path: string): string {
  return isAbsolute(path) ? path : resolve(dir, path);
}

/** `json:reports/x.json` of the config, with its file made absolute against the config's folder. */
function configReport(dir: string, value: string): string {
  const colon = value.indexOf(':');
  return `${value.slice(0, colon)}:${fromConfig(dir, value.slice(colon + 1))}`;
}

/**
 * Merges the config (if any) and the flags. Paths from flags stay as given (relative to the working
 * directory, `cwd`); paths from the config are made absolute against the config's folder, and a config
 * command runs there unless it names its own `cwd`.
 */
export function mergeOptions(loaded: LoadedConfig | undefined, flags: RunFlags, cwd: string = process.cwd()): RunSettings {
  const config = loaded?.config ?? {};
  const dir = loaded?.dir ?? cwd;
  const from: RunSettings['from'] = {};
  function pick<K extends keyof RunFlags>(key: K, configValue: RunFlags[K]): RunFlags[K] {
    if (flags[key] !== undefined) {
      from[key] = 'flag';
      return flags[key];
    }
    if (configValue !== undefined) from[key] = 'config';
    return configValue;
  }

  let host: SettingsHost | undefined;
  let isolate = flags.isolate;
  if (flags.hostCmd !== undefined) host = { kind: 'command', command: flags.hostCmd, cwd };
  else if (flags.host !== undefined) host = { kind: 'module', path: resolve(cwd, flags.host) };
  if (host) from.host = 'flag';
  else if (config.host) {
    from.host = 'config';
    if ('command' in config.host) host = { kind: 'command', command: config.host.command, cwd: fromConfig(dir, config.host.cwd ?? '.') };
    else {
      host = { kind: 'module', path: fromConfig(dir, config.host.module) };
      if (isolate === undefined && config.host.isolate !== undefined) isolate = config.host.isolate;
    }
  }
  if (flags.isolate !== undefined) from.isolate = 'flag';
  else if (isolate !== undefined) from.isolate = 'config';

  const configExpectations = config.expectations === undefined || config.expectations === false ? config.expectations : fromConfig(dir, config.expectations);
  const areas = pick('areas', config.areas);
  const requireAreas = pick('requireAreas', config.requireAreas);
  const expectations = pick('expectations', configExpectations);
  const reports = pick('reports', config.reports?.map((r) => configReport(dir, r)));
  const timeoutMultiplier = pick('timeoutMultiplier', config.timeoutMultiplier);
  const seed = pick('seed', config.seed);
  const validateProtocol = pick('validateProtocol', config.validateProtocol);
  const propertyRuns = pick('propertyRuns', config.propertyRuns);
  return {
    ...(host ? { host } : {}),
    isolate: isolate ?? true,
    ...(areas !== undefined ? { areas } : {}),
    requireAreas: requireAreas ?? false,
    ...(expectations !== undefined ? { expectations } : {}),
    reports: reports ?? [],
    timeoutMultiplier: timeoutMultiplier ?? 1,
    ...(seed !== undefined ? { seed } : {}),
    validateProtocol: validateProtocol ?? true,
    ...(propertyRuns !== undefined ? { propertyRuns } : {}),
    from,
  };
}
