// A plugin folder on disk as a PluginSource: walked with node:fs, tool entries loaded as real modules
// (TypeScript through vite, see host/load-module.ts), agent manifests parsed as JSON.
import * as fs from 'node:fs';
import { join } from 'node:path';
import { loadModule } from '../../host/load-module.js';
import { isAgentTool } from './define-agent-tool.js';
import type { WalkFs } from './discover.js';
import { classify, walkFiles } from './discover.js';
import type { FileRead, PluginSource } from './plugin-source.js';

async function loadEntry(path: string): Promise<FileRead> {
  try {
    const module = (await loadModule(path)) as { default?: unknown };
    return isAgentTool(module.default) ? { kind: 'tool', definition: module.default } : { kind: 'module' };
  } catch (error) {
    return { kind: 'unreadable', reason: `cannot be loaded: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
}

function readManifest(path: string): FileRead {
  try {
    return { kind: 'json', value: JSON.parse(fs.readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    return { kind: 'unreadable', reason: `is not valid JSON: ${(error as Error).message}` };
  }
}

/** Loads what prepare will read (tool entries, agent manifests) up front, so prepare stays synchronous. */
export async function diskPluginSource(root: string): Promise<PluginSource> {
  const files = walkFiles(fs as unknown as WalkFs, root);
  const found = classify(files);
  const loaded = new Map<string, FileRead>();
  for (const entry of found.tools) loaded.set(entry.file, await loadEntry(join(root, entry.file)));
  for (const agent of found.agents) {
    const manifest = `${agent.dir}/agent.json`;
    if (files.includes(manifest)) loaded.set(manifest, readManifest(join(root, manifest)));
  }
  return {
    segments: [],
    files,
    read: (file) => loaded.get(file) ?? { kind: 'text', text: fs.readFileSync(join(root, file), 'utf8') },
  };
}
