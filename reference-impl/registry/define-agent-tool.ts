// defineAgentTool: what a tool entry's index.ts default-exports. It only marks the definition; all
// checks run when the candidate generation is prepared, so a bad file becomes a diagnostic, not a crash.
import type { AgentToolDefinition } from './definition.js';

// A registered symbol: the CLI (dist/) and a plugin loaded through vite (sources) see two copies of
// this module, and both must recognise each other's tools.
const AGENT_TOOL = Symbol.for('capkit.registry.agentTool');

export type AgentTool<I = any> = AgentToolDefinition<I> & { readonly [AGENT_TOOL]: true };

/** Marks a definition as a tool entry's default export (REGISTRY-002); it validates nothing. */
export function defineAgentTool<I = any>(definition: AgentToolDefinition<I>): AgentTool<I> {
  return Object.freeze({ ...definition, [AGENT_TOOL]: true as const });
}

/** Whether a default export was made with defineAgentTool (REGISTRY-002). */
export function isAgentTool(value: unknown): value is AgentTool {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[AGENT_TOOL] === true;
}
