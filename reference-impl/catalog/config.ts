// The deferredTools configuration (seed table; CATALOG-016): defaults, and a parser that names the key
// at fault, because an invalid limit is a configuration error at start, not something to guess around.
import type { DeferredToolsConfig } from './types.js';

/** The five framework tools the model always sees (each where it exists in the turn). */
export const DEFAULT_ALWAYS_LOADED: readonly string[] = Object.freeze(['ask_user', 'spawn_task', 'discover', 'load_tool', 'load_skill']);

export const DEFAULT_DEFERRED_TOOLS: DeferredToolsConfig = Object.freeze({
  maxLoadedPerSession: 12,
  discoverTopK: 5,
  alwaysLoadedTools: DEFAULT_ALWAYS_LOADED,
  mcpServers: Object.freeze({}),
});

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
/** A value as it appears in a message: its JSON, or its type when it has none. */
const shown = (v: unknown): string => {
  try {
    return JSON.stringify(v) ?? typeName(v);
  } catch {
    return typeName(v);
  }
};

const notAnObjectText = (config: unknown): string => `setup.config must be an object, got ${typeName(config)}`;

class ConfigProblem {
  constructor(readonly problem: string) {}
}

/** An integer ≥ 0; JSON booleans are not integers (CATALOG-016): Number.isInteger is false for every non-number. */
function count(value: unknown, key: string): number {
  if (Number.isInteger(value) && (value as number) >= 0) return value as number;
  throw new ConfigProblem(`deferredTools.${key} must be an integer ≥ 0, got ${shown(value)}`);
}

function names(value: unknown, key: string): readonly string[] {
  if (!Array.isArray(value)) throw new ConfigProblem(`${key} must be an array of strings, got ${typeName(value)}`);
  for (const [i, item] of value.entries()) {
    if (typeof item !== 'string') throw new ConfigProblem(`${key}[${i}] must be a string, got ${shown(item)}`);
  }
  return Object.freeze([...(value as string[])]);
}

function servers(value: unknown): DeferredToolsConfig['mcpServers'] {
  const key = 'deferredTools.mcpServers';
  if (!isPlainObject(value)) throw new ConfigProblem(`${key} must be an object of {"alwaysLoadedTools": [string…]}, got ${typeName(value)}`);
  const entries = Object.entries(value).map(([server, entry]) => {
    const at = `${key}[${JSON.stringify(server)}]`;
    if (!isPlainObject(entry)) throw new ConfigProblem(`${at} must be {"alwaysLoadedTools": [string…]}, got ${typeName(entry)}`);
    return [server, Object.freeze({ alwaysLoadedTools: names(entry.alwaysLoadedTools, `${at}.alwaysLoadedTools`) })] as const;
  });
  // fromEntries makes own properties: a server named "__proto__" or "constructor" is just a name here.
  return Object.freeze(Object.fromEntries(entries));
}

function parse(setup: unknown): DeferredToolsConfig {
  const config = isPlainObject(setup) ? setup.config : undefined;
  if (config === undefined) return DEFAULT_DEFERRED_TOOLS;
  // A setup that breaks the setup schema (PROTOCOL-006): any message will do, so it is only text.
  if (!isPlainObject(config)) throw new ConfigProblem(notAnObjectText(config));
  const d = config.deferredTools;
  if (d === undefined) return DEFAULT_DEFERRED_TOOLS;
  if (!isPlainObject(d)) throw new ConfigProblem(`deferredTools must be an object, got ${typeName(d)}`);
  // Unknown keys are ignored: a newer config must not break an older host.
  return Object.freeze({
    maxLoadedPerSession: d.maxLoadedPerSession === undefined ? DEFAULT_DEFERRED_TOOLS.maxLoadedPerSession : count(d.maxLoadedPerSession, 'maxLoadedPerSession'),
    discoverTopK: d.discoverTopK === undefined ? DEFAULT_DEFERRED_TOOLS.discoverTopK : count(d.discoverTopK, 'discoverTopK'),
    alwaysLoadedTools: d.alwaysLoadedTools === undefined ? DEFAULT_ALWAYS_LOADED : names(d.alwaysLoadedTools, 'deferredTools.alwaysLoadedTools'),
    mcpServers: d.mcpServers === undefined ? DEFAULT_DEFERRED_TOOLS.mcpServers : servers(d.mcpServers),
  });
}

/**
 * The deferredTools of a case setup (`setup.config.deferredTools`), defaults filled; or the first problem,
 * a sentence naming the key (e.g. `deferredTools.maxLoadedPerSession must be an integer ≥ 0, got -1`).
 */
export function parseDeferredToolsConfig(setup: unknown): DeferredToolsConfig | { problem: string } {
  try {
    return parse(setup);
  } catch (error) {
    // parse() checks every value before it reads it: what it throws is a ConfigProblem.
    return { problem: (error as ConfigProblem).problem };
  }
}
