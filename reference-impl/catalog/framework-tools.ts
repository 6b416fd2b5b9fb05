// The framework tools of a turn (CATALOG-025): created by the host, never by a plugin, so they need no
// access check. discover/load_tool/load_skill/spawn_task exist in every turn, ask_user only when attended.
// Their names are the contract's; their descriptions and input schemas are the host's to word.
import { ASK_USER } from '../turns/ask-user.js';
import type { JsonSchema } from '../registry/input-schema.js';
import type { CatalogTool } from './types.js';

export const DISCOVER = 'discover';
export const LOAD_TOOL = 'load_tool';
export const LOAD_SKILL = 'load_skill';
export const SPAWN_TASK = 'spawn_task';
export { ASK_USER };

/** One host's wording of the framework tools. */
export interface FrameworkTools {
  /** discover, load_tool, load_skill, spawn_task: in every turn. */
  readonly alwaysPresent: readonly CatalogTool[];
  /** Only in attended turns: unattended turns have no one to ask. */
  readonly askUser: CatalogTool;
}

const object = (properties: Record<string, JsonSchema>, required: readonly string[]): JsonSchema =>
  Object.freeze({ type: 'object', properties, required: [...required] });
const text = (description: string): JsonSchema => ({ type: 'string', description });

export function frameworkTool(qualifiedName: string, description: string, inputSchema: JsonSchema): CatalogTool {
  return Object.freeze({ qualifiedName, description, inputSchema, framework: true, mcpServer: undefined });
}

export const REFERENCE_FRAMEWORK_TOOLS: FrameworkTools = Object.freeze({
  alwaysPresent: Object.freeze([
    frameworkTool(DISCOVER, 'Search the tools and skills this turn may use by name or words of their description.',
      object({ query: text('what to look for'), mcpServer: text('only the tools of this MCP server') }, ['query'])),
    frameworkTool(LOAD_TOOL, 'Load a tool found by discover, so it can be called from now on.', object({ name: text('the tool\'s name') }, ['name'])),
    frameworkTool(LOAD_SKILL, 'Load a skill: its full instructions, and the tools it brings.', object({ name: text('the skill\'s name') }, ['name'])),
    frameworkTool(SPAWN_TASK, 'Hand a task to a sub-agent, which works on it with its own tools.',
      object({ task: text('what the sub-agent should do'), agent: text('the sub-agent to use') }, ['task'])),
  ]),
  askUser: frameworkTool(ASK_USER, 'Ask the user a question and wait for the reply.', object({ question: text('the question') }, ['question'])),
});

/** Names a plugin or Seam tool cannot take while the framework tool of that name exists. */
export const FRAMEWORK_NAMES: ReadonlySet<string> = new Set([DISCOVER, LOAD_TOOL, LOAD_SKILL, SPAWN_TASK, ASK_USER]);
