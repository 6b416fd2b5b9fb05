// The shape of capkit.config.json (spec/schemas/config.schema.json), as the loader hands it on.

export const CONFIG_FILE = 'capkit.config.json';

export type ConfigHost = { command: string; cwd?: string } | { module: string; isolate?: boolean };

export interface CapkitConfig {
  host?: ConfigHost;
  /** Several hosts: a matrix run (cli/matrix/config-hosts.ts); never together with `host`. */
  hosts?: ConfigHost[];
  areas?: string[];
  requireAreas?: boolean;
  expectations?: string | false;
  reports?: string[];
  timeoutMultiplier?: number;
  seed?: number;
  validateProtocol?: boolean;
  propertyRuns?: number;
}

/** A validated config file: its settings, and where it was read (relative paths are relative to `dir`). */
export interface LoadedConfig {
  /** The file as it is named in messages. */
  file: string;
  /** Absolute path of the folder holding it. */
  dir: string;
  config: CapkitConfig;
}
