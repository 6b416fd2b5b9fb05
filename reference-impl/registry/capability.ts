// The entries of a generation: what the one ToolIndex holds once a candidate is published.
import type { ApprovalPolicy, PermitLint, ToolExecutionContext, ToolPolicy, ToolScope, TurnExecution } from './definition.js';
import type { JsonSchema } from './input-schema.js';

export interface ToolCapability {
  readonly qualifiedName: string;
  readonly name: string;
  readonly ownerPath: readonly string[];
  readonly source: string;
  readonly description: string;
  readonly hidden: boolean;
  readonly requiresApproval: ApprovalPolicy;
  readonly platforms: readonly string[];
  readonly scopes: readonly ToolScope[];
  readonly permissions: readonly string[];
  /** Optional so capabilities built elsewhere need not name them: absent = no dedicated policy. */
  readonly policy?: ToolPolicy | undefined;
  readonly allow?: readonly string[];
  readonly inputSchema: JsonSchema;
  readonly permitLints: readonly PermitLint[];
  /** The owner and generation execution is bound to, fixed at prepare time (never the caller's). */
  readonly context: ToolExecutionContext;
  /** Runs the definition this capability was prepared from, in `context` plus the calling turn's part. May throw. */
  readonly run: (input: unknown, turn?: TurnExecution) => unknown;
  /** Agent-private (agents/<a>/…): the qualified agent id `[...pluginPath, a].join("__")`; absent = no agent needed. */
  readonly agent?: string;
  /** Skill-private (…skills/<s>/tools/…): the qualifiedName of the skill that must be active. */
  readonly skill?: string;
  /** What this capability was bound from (tool-binding.ts): the same object in every generation that bound it unchanged. */
  readonly prepared?: object;
}

export interface SkillCapability {
  readonly qualifiedName: string;
  readonly name: string;
  readonly ownerPath: readonly string[];
  readonly source: string;
  readonly description?: string;
  /** agents/<a>/skills/<s>/SKILL.md: the qualified agent id that must be selected to see the skill. */
  readonly agent?: string;
  /** What load_skill hands the model: the SKILL.md text (a Seam skill: its instructions, else its description). */
  readonly instructions?: string;
}

export interface AgentCapability {
  readonly name: string;
  readonly ownerPath: readonly string[];
  readonly source: string;
  /** The platform this agent is selected for automatically, from agent.json `auto.platform`. */
  readonly autoPlatform: string | undefined;
  /** The names agent.json `tools` requests (REGISTRY-033), as written; resolved in each turn (CATALOG-031). */
  readonly requestedTools?: readonly string[];
}

/** A name-bearing capability, as duplicates are checked over tools and skills together. */
export interface Named {
  readonly qualifiedName: string;
  readonly source: string;
}
