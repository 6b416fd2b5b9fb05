// The registry area's wire values (spec/protocol.md §9, "Values carried by steps"), as the suites build them.
// Fields are `unknown` where the suites send hostile or invalid values on purpose.

export type Behavior = { returns: unknown } | { throws: string } | { echo: true };

export interface ToolDefinition {
  description?: unknown;
  inputSchema?: unknown;
  requiresApproval?: unknown;
  platforms?: unknown;
  scopes?: unknown;
  permissions?: unknown;
  hidden?: unknown;
  behavior?: Behavior;
}

export type FileContent = { tool: ToolDefinition } | { module: true } | { text: string } | { json: unknown };

export interface SetupScript {
  addTools?: { name: string; tool: ToolDefinition }[];
  throws?: string;
}

export interface PluginTree {
  name: string;
  files: Record<string, FileContent>;
  children?: PluginTree[];
  setup?: SetupScript;
}

/** Seam ToolSchema: the same policy fields as a definition, `parameters` in place of `inputSchema`. */
export interface SeamToolSchema extends Omit<ToolDefinition, 'inputSchema'> {
  name: string;
  parameters?: unknown;
  /** Declared by the schema; the index source is `seam:<provider id>` regardless. */
  source?: string;
}

export interface SeamSkillEntry {
  name: string;
  description: string;
  instructions?: string;
}

export type SeamProvider =
  | { id: string; kind: 'tool'; tools: SeamToolSchema[] }
  | { id: string; kind: 'skill'; skills: SeamSkillEntry[] };

/** `"global"` or an owner string. */
export type ProviderScope = string;

export const REQUIRES_APPROVAL = ['never', 'on-risk', 'once', 'always'] as const;
export const TOOL_SCOPES = ['private', 'group', 'channel'] as const;
/** The segment rule (REGISTRY-008). */
export const SEGMENT = /^[a-z0-9]+([_-][a-z0-9]+)*$/;
export const MAX_QUALIFIED_NAME = 64;
export const AGENT_FILES = ['agent.json', 'system.md', 'boundaries.md', 'conventions.md'] as const;

/** An object-root schema the suites use: `{message: string}` required. */
export const MESSAGE_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** The source strings of the design: exact, so messages can be checked. */
export const sources = {
  file: (pluginPath: readonly string[], filePath: string): string =>
    pluginPath.length === 0 ? filePath : `${pluginPath.join('/')}/${filePath}`,
  addTool: (pluginPath: readonly string[], name: string): string => `addTool:${[...pluginPath, name].join('/')}`,
  addSkill: (pluginPath: readonly string[], name: string): string => `addSkill:${[...pluginPath, name].join('/')}`,
  seam: (providerId: string): string => `seam:${providerId}`,
};

/** The four files a named sub-agent needs, as a tree's `files` entries. */
export function agentFiles(agent: string, auto?: string): Record<string, FileContent> {
  return {
    [`agents/${agent}/agent.json`]: { json: auto === undefined ? {} : { auto: { platform: auto } } },
    [`agents/${agent}/system.md`]: { text: `You are ${agent}.` },
    [`agents/${agent}/boundaries.md`]: { text: 'Stay in scope.' },
    [`agents/${agent}/conventions.md`]: { text: 'Follow AGENTS.md.' },
  };
}
