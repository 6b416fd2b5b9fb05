// The tools a sub-agent requests (REGISTRY-033): agent.json `tools`, when present, is a list of non-empty
// names. Only its form is judged when the candidate is prepared; what a name brings into a turn is decided
// there, against the turn's pinned generation (CATALOG-031), so a name of no tool commits.
import type { FileRead } from './plugin-source.js';

export type AgentRequests = { ok: true; tools: readonly string[] } | { ok: false; field: 'tools'; reason: string };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The names agent.json `tools` requests, or why the field is malformed. A manifest that is no object is REGISTRY-028's. */
export function requestedToolsOf(manifest: FileRead): AgentRequests {
  const value = (manifest as { value?: unknown }).value;
  if (!isPlainObject(value) || value.tools === undefined) return { ok: true, tools: [] };
  const tools = value.tools;
  if (!Array.isArray(tools) || !tools.every((name) => typeof name === 'string' && name !== '')) {
    return { ok: false, field: 'tools', reason: 'must be an array of non-empty tool names' };
  }
  return { ok: true, tools: Object.freeze([...(tools as string[])]) };
}
