// A plugin folder on disk as a PluginSource: walked with node:fs, tool entries loaded as real modules
// (TypeScript through vite, see host/load-module.ts), agent manifests parsed as JSON.
import * as fs from 'node:fs';
import { join } from 'node:path';
import { loadModule } from '../../host/load-module.js';
import { isAgentTool } from './define-agent-tool.js';
import type { WalkFs } from './discover.js';
import { classify, walkFiles } from './discover.js';
import type { FileRead, PluginSource } from './plugin-source.js';

/**
 * What a caller that loads plugin code somewhere it can watch (capkit inspect's child process) needs:
 * to know which tool entry is being evaluated, since a module can hang or end the process at import,
 * and to hand in reads decided earlier, so an entry that did so is not evaluated again.
 */
export interface DiskLoadHooks {
  /** Before a tool entry's module is evaluated; awaited, so the caller's notice leaves before the code runs. */
  beforeLoad?(file: string): void | Promise<void>;
  /** After it was evaluated (loaded or not). */
  afterLoad?(file: string): void | Promise<void>;
  /** Reads fixed in advance, by plugin-relative path; such a file is not loaded. */
  known?: ReadonlyMap<string, FileRead>;
  /** The file system the folder is walked on (node:fs by default; inspect's follows links within the plugin). */
  fs?: WalkFs;
}

// Colour codes of a loader's message (vite colours its "[TSCONFIG_ERROR]"-style tags).
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const MAX_REASON = 300;

// Where a loader's message turns into a code frame or a stack: "╭─[ file:1:5 ]", "│ 1 │ …", "  at …".
const FRAME = /^([╭│╰|^]|\d+\s*[│|]|at\s)/;

/**
 * A load error in one line: a loader's message often opens with a bare header ("Transform failed with 1
 * error:") and says what is wrong on the next lines, before a code frame.
 */
function oneLine(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).replace(ANSI, '').split('\n').map((l) => l.trim());
  const end = lines.findIndex((l) => FRAME.test(l));
  const line = (end === -1 ? lines : lines.slice(0, end)).filter((l) => l !== '').join(' ');
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON)}…` : line;
}

async function loadEntry(path: string): Promise<FileRead> {
  try {
    const module = (await loadModule(path)) as { default?: unknown };
    return isAgentTool(module.default) ? { kind: 'tool', definition: module.default } : { kind: 'module' };
  } catch (error) {
    return { kind: 'unreadable', reason: `cannot be loaded: ${oneLine(error)}` };
  }
}

function readManifest(path: string): FileRead {
  try {
    return { kind: 'json', value: JSON.parse(fs.readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    return { kind: 'unreadable', reason: `is not valid JSON: ${(error as Error).message}` };
  }
}

/** Any other file (a SKILL.md) as text; a PluginSource's read never throws. */
function readText(path: string): FileRead {
  try {
    return { kind: 'text', text: fs.readFileSync(path, 'utf8') };
  } catch (error) {
    return { kind: 'unreadable', reason: `cannot be read: ${(error as Error).message}` };
  }
}

/** Loads what prepare will read (tool entries, agent manifests) up front, so prepare stays synchronous. */
export async function diskPluginSource(root: string, hooks: DiskLoadHooks = {}): Promise<PluginSource> {
  const files = walkFiles(hooks.fs ?? (fs as unknown as WalkFs), root);
  const found = classify(files);
  const loaded = new Map<string, FileRead>();
  for (const entry of found.tools) {
    const known = hooks.known?.get(entry.file);
    if (known) {
      loaded.set(entry.file, known);
      continue;
    }
    await hooks.beforeLoad?.(entry.file);
    loaded.set(entry.file, await loadEntry(join(root, entry.file)));
    await hooks.afterLoad?.(entry.file);
  }
  for (const agent of found.agents) {
    const manifest = `${agent.dir}/agent.json`;
    if (files.includes(manifest)) loaded.set(manifest, readManifest(join(root, manifest)));
  }
  return {
    segments: [],
    files,
    read: (file) => loaded.get(file) ?? readText(join(root, file)),
  };
}
