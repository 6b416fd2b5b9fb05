// What prepare reads from one plugin, whatever it came from (a folder on disk, a protocol PluginTree):
// its owner segments, its files, a way to read one, and what its setup() does.

/** One file as prepare sees it after loading. */
export type FileRead =
  /** A module whose default export is a defineAgentTool(…) result (the definition is still unchecked). */
  | { kind: 'tool'; definition: unknown }
  /** A module without such a default export. */
  | { kind: 'module' }
  | { kind: 'text'; text: string }
  | { kind: 'json'; value: unknown }
  | { kind: 'unreadable'; reason: string };

/** `context.addTool(name, definition)` as setup() calls it. */
export interface AddToolCall {
  readonly name: string;
  readonly definition: unknown;
}

/** What a plugin's setup() does during prepare: add tools to the candidate, then maybe throw. */
export interface SetupScript {
  readonly addTools: readonly AddToolCall[];
  readonly throws?: string;
}

/** What a plugin is given besides its files: its config and its services by token (TURN-036). */
export interface PluginResources {
  readonly config: unknown;
  readonly services: Readonly<Record<string, unknown>>;
}

export interface PluginSource {
  /** Child plugin names from the root down; [] for the root plugin. */
  readonly segments: readonly string[];
  /** Posix paths relative to this plugin's root, sorted. */
  readonly files: readonly string[];
  /** Never throws: a file that cannot be read reads as `unreadable`. */
  read(file: string): FileRead;
  readonly setup?: SetupScript;
  /** The plugin's config and services; absent when it is given neither. */
  readonly resources?: PluginResources;
}

/** `<plugin path>/<file>`, or just the file for the root plugin (the Sources rule of the design). */
export function sourceOf(segments: readonly string[], file: string): string {
  return sourcesIn(segments)(file);
}

/** A plugin's path: its segments joined by "/" ('' for the root plugin). */
export function pluginPath(segments: readonly string[]): string {
  return segments.join('/');
}

/** sourceOf for the files of one plugin: its path is joined once for all of them. */
export function sourcesIn(segments: readonly string[]): (file: string) => string {
  const prefix = segments.length === 0 ? '' : `${pluginPath(segments)}/`;
  return (file) => prefix + file;
}

/** `addTool:<plugin path>/<name>`, or `addTool:<name>` for the root plugin. */
export function addToolSource(segments: readonly string[], name: string): string {
  return `addTool:${sourceOf(segments, name)}`;
}

/** How a plugin is named in messages (only ever message text): its path, or "the root plugin". */
export function pluginLabel(segments: readonly string[]): string {
  if (segments.length === 0) return 'the root plugin';
  return `plugin "${pluginPath(segments)}"`;
}
