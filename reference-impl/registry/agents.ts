// Named sub-agents (REGISTRY-012/013/028/033): each agents/<a>/ folder needs its four files; agent.json is an
// object that may ask for automatic selection on one platform and may request public tools by name, and two
// automatic agents for one platform are a routing conflict.
import type { requestedToolsOf } from './agent-requests.js';
import { requestedToolsOf as referenceRequests } from './agent-requests.js';
import type { AgentCapability } from './capability.js';
import type { AgentDir } from './discover.js';
import type { FileRead } from './plugin-source.js';
import { sourceOf } from './plugin-source.js';
import type { Problem } from './registry-error.js';
import { invalidDefinition } from './registry-error.js';

export const REQUIRED_AGENT_FILES = ['agent.json', 'system.md', 'boundaries.md', 'conventions.md'] as const;

export type AgentCheck = { ok: true; agent: AgentCapability } | { ok: false; problem: Problem };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// A malformed manifest is reported by its source in an invalid-definition problem; the field and reason
// only word it (capkit inspect shows them), and the protocol leaves that wording free.
const manifestFault = (field: string, reason: string) => ({ ok: false as const, field, reason });

/** The manifest's `auto.platform`, or a reason it is malformed (REGISTRY-028). */
export function autoPlatformOf(manifest: FileRead): { ok: true; platform: string | undefined } | { ok: false; field: string; reason: string } {
  // Only a JSON file has a value: a text or module agent.json has none, nor has one that cannot be read
  // (a folder on disk), and each fails as "not an object".
  const value = (manifest as { value?: unknown }).value;
  if (!isPlainObject(value)) return manifestFault('agent.json', manifest.kind === 'unreadable' ? manifest.reason : 'must be a JSON file holding an object');
  if (value.auto === undefined) return { ok: true, platform: undefined };
  if (!isPlainObject(value.auto) || typeof value.auto.platform !== 'string' || value.auto.platform === '') {
    return manifestFault('auto', 'must be {"platform": "<adapter>"}');
  }
  return { ok: true, platform: value.auto.platform };
}

/** Checks one agent folder of a plugin: its four files, then its manifest (`auto`, then `tools`). */
export interface AgentRules {
  readonly requiredAgentFiles: readonly string[];
  readonly agentManifest: typeof autoPlatformOf;
  readonly agentRequests?: typeof requestedToolsOf;
}

/** A named sub-agent folder: its four files and a well-formed agent.json (REGISTRY-012, REGISTRY-028). */
export function checkAgent(
  dir: AgentDir,
  segments: readonly string[],
  files: ReadonlySet<string>,
  read: (file: string) => FileRead,
  rules: AgentRules,
): AgentCheck {
  // A sub-agent is named by its manifest's path (spec/registry.md, Definitions: Source).
  const source = sourceOf(segments, `${dir.dir}/agent.json`);
  for (const required of rules.requiredAgentFiles) {
    const file = `${dir.dir}/${required}`;
    if (!files.has(file)) {
      const missing = sourceOf(segments, file);
      return { ok: false, problem: { code: 'missing-agent-file', source: missing, message: `sub-agent "${dir.name}" is missing ${missing} (needs ${REQUIRED_AGENT_FILES.join(', ')})` } };
    }
  }
  const manifest = read(`${dir.dir}/agent.json`);
  const auto = rules.agentManifest(manifest);
  const requests = auto.ok ? (rules.agentRequests ?? referenceRequests)(manifest) : auto;
  if (!requests.ok) return { ok: false, problem: invalidDefinition(source, requests.field, `${source}: field "${requests.field}" ${requests.reason}`) };
  const platform = auto.ok ? auto.platform : undefined;
  return { ok: true, agent: { name: dir.name, ownerPath: [...segments], source, autoPlatform: platform, requestedTools: requests.tools } };
}

/** Every pair of automatic agents that claim one platform, each reported against the first claimant. (REGISTRY-013) */
export function routingConflicts(agents: readonly AgentCapability[]): Problem[] {
  const claimed = new Map<string, AgentCapability>();
  const problems: Problem[] = [];
  for (const agent of agents) {
    if (agent.autoPlatform === undefined) continue;
    const first = claimed.get(agent.autoPlatform);
    if (first === undefined) {
      claimed.set(agent.autoPlatform, agent);
      continue;
    }
    problems.push({
      code: 'routing-conflict',
      source: agent.source,
      message: `routing conflict on platform "${agent.autoPlatform}": agents "${first.name}" (${first.source}) and "${agent.name}" (${agent.source}) are both automatic`,
    });
  }
  return problems;
}
