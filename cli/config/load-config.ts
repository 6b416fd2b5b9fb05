// Reads and validates capkit.config.json; every problem is one line naming the file and the key.
import { readInputText } from '../options/input-file.js';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseJsonText } from '../../host/json-text.js';
import { issuesFromAjv, SchemaError } from '../../host/schema-error.js';
import { schemaRegistry } from '../../host/schema-registry.js';
import { UsageError } from '../usage-error.js';
import { CONFIG_FILE, type CapkitConfig, type LoadedConfig } from './config.js';

/** A config file the run cannot use: the CLI prints it as it is (one line a problem) and exits 2. */
export class ConfigError extends UsageError {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Validates parsed JSON against config.schema.json; `label` names the file in every line. */
export function validateConfig(json: unknown, label: string): CapkitConfig {
  const validate = schemaRegistry().get('config');
  if (validate(json)) return json as CapkitConfig;
  throw new ConfigError(new SchemaError(label, issuesFromAjv(validate.errors)).message);
}

/** Parses and validates a config file's text; `dir` is the folder its relative paths start from. */
export function parseConfig(text: string, label: string, dir: string): LoadedConfig {
  let json: unknown;
  try {
    json = parseJsonText(text, label);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return { file: label, dir: resolve(dir), config: validateConfig(json, label) };
}

/** Loads the file at `path` (named `label` in messages); a missing file is an error naming it. */
export function loadConfig(path: string, label: string = path): LoadedConfig {
  if (!existsSync(path)) throw new ConfigError(`config file ${label} does not exist`);
  const text = readInputText(path, `config file ${label}`);
  return parseConfig(text, label, dirname(resolve(path)));
}

/**
 * The config of a run: `--config <file>` when given, none with `--no-config` (false), else
 * ./capkit.config.json when the working directory has one.
 */
export function findConfig(option: string | false | undefined, cwd: string = process.cwd()): LoadedConfig | undefined {
  if (option === false) return undefined;
  if (option !== undefined) return loadConfig(resolve(cwd, option), option);
  const path = join(cwd, CONFIG_FILE);
  return existsSync(path) ? loadConfig(path, CONFIG_FILE) : undefined;
}
