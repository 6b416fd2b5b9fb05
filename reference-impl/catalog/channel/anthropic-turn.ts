// The reference's agent loop for ONE turn on the Anthropic channel: it talks to a real `@anthropic-ai/sdk`
// client and lets the turn's controller decide what the model sees and may call. Every request carries the
// tools param built from the controller's catalog at that moment (the exposed set grows after load_tool),
// and the turn's history so far; it ends when the model stops for any reason other than tool_use, or at
// the step limit.
import type Anthropic from '@anthropic-ai/sdk';
import type { TurnCatalog, TurnController } from '../types.js';
import { anthropicTools } from './anthropic.js';
import { isApiToolName } from './api-name.js';

type MessageParam = Anthropic.Messages.MessageParam;
type ContentBlockParam = Anthropic.Messages.ContentBlockParam;
type ToolResultBlockParam = Anthropic.Messages.ToolResultBlockParam;

/** What an exposed tool that is not a catalog meta-op does: its result text. A throw is an is_error result. */
export type ToolBehaviour = (name: string, input: unknown) => string | Promise<string>;

export interface AnthropicTurnOptions {
  readonly client: Anthropic;
  readonly controller: TurnController;
  readonly model: string;
  readonly maxTokens: number;
  /** The conversation so far, ending with this turn's user message. Not modified. */
  readonly messages: readonly MessageParam[];
  /** Runs the exposed tools that are not discover/load_tool/load_skill (plugin tools, spawn_task, ask_user). */
  readonly runTool: ToolBehaviour;
  /** At most this many Messages requests in the turn (default 8). */
  readonly maxSteps?: number;
}

export interface AnthropicTurnOutcome {
  /** The conversation after the turn: the input messages, then every assistant reply and tool_result message. */
  readonly messages: readonly MessageParam[];
  /** The last reply's stop_reason, or `step-limit` when the turn was cut off while the model still called tools. */
  readonly stop: string;
  /** Messages requests sent in this turn. */
  readonly requests: number;
}

export const DEFAULT_MAX_STEPS = 8;

/** The answer to a tool_use that names a tool the turn does not expose (the same words for every reason). */
export function notExposedMessage(name: string): string {
  return `tool "${name}" is not loaded in this turn; call load_tool first`;
}

const toolResult = (id: string, content: string, isError: boolean): ToolResultBlockParam =>
  isError ? { type: 'tool_result', tool_use_id: id, content, is_error: true } : { type: 'tool_result', tool_use_id: id, content };

function stringField(input: unknown, field: string): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const value = (input as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** The catalog meta-ops, answered by the controller; undefined when `name` is not one. */
function metaOp(controller: TurnController, name: string, input: unknown): { content: string; isError: boolean } | undefined {
  const bad = (shape: string) => ({ content: `${name} needs input ${shape}, got ${JSON.stringify(input)}`, isError: true });
  switch (name) {
    case 'load_tool':
    case 'load_skill': {
      const target = stringField(input, 'name');
      if (target === undefined) return bad('{"name": string}');
      // The wire text has the protocol's key order whatever order the controller built its object in.
      if (name === 'load_tool') {
        const result = controller.loadTool(target);
        if ('notFound' in result) return { content: result.notFound, isError: true };
        return { content: JSON.stringify({ loaded: result.loaded, evicted: result.evicted }), isError: false };
      }
      const result = controller.loadSkill(target);
      if ('notFound' in result) return { content: result.notFound, isError: true };
      return { content: JSON.stringify({ skill: result.skill, instructions: result.instructions, unlocked: result.unlocked }), isError: false };
    }
    case 'discover': {
      const query = stringField(input, 'query');
      const server = stringField(input, 'mcpServer');
      const hasServer = typeof input === 'object' && input !== null && 'mcpServer' in input;
      if (query === undefined || (hasServer && server === undefined)) return bad('{"query": string, "mcpServer"?: string}');
      const results = controller.discover(query, server).map((r) => ({ kind: r.kind, name: r.name }));
      return { content: JSON.stringify({ results }), isError: false };
    }
    default:
      return undefined;
  }
}

/** One tool_use → its tool_result. Every call goes through controller.use first, so only exposed tools run. */
async function answer(controller: TurnController, runTool: ToolBehaviour, block: Anthropic.Messages.ToolUseBlock): Promise<ToolResultBlockParam> {
  if (!controller.use(block.name)) return toolResult(block.id, notExposedMessage(block.name), true);
  const meta = metaOp(controller, block.name, block.input);
  if (meta !== undefined) return toolResult(block.id, meta.content, meta.isError);
  try {
    return toolResult(block.id, await runTool(block.name, block.input), false);
  } catch (error) {
    return toolResult(block.id, error instanceof Error ? error.message : String(error), true);
  }
}

/** The reply's content as request params: only the fields the API takes back (no ids of citations, callers, …). */
function assistantContent(reply: Anthropic.Messages.Message): ContentBlockParam[] {
  return reply.content.map((block): ContentBlockParam => {
    if (block.type === 'text') return { type: 'text', text: block.text };
    if (block.type === 'tool_use') return { type: 'tool_use', id: block.id, name: block.name, input: block.input };
    throw new Error(`anthropic turn: reply ${reply.id} has a "${block.type}" content block; this loop handles text and tool_use only`);
  });
}

/**
 * The controller may be any host's: a name the API would refuse makes the whole request fail, so such a tool
 * stays off the wire (CATALOG-021). The reference's own catalogs have none (its registry refuses them at commit).
 */
function onlyApiNames(catalog: TurnCatalog): TurnCatalog {
  return { tools: catalog.tools.filter((t) => isApiToolName(t.qualifiedName)), exposed: catalog.exposed };
}

export async function runAnthropicTurn(options: AnthropicTurnOptions): Promise<AnthropicTurnOutcome> {
  const { client, controller, model, maxTokens, runTool } = options;
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  if (!Number.isInteger(maxSteps) || maxSteps < 1) throw new RangeError(`anthropic turn: maxSteps must be an integer ≥ 1, got ${maxSteps}`);
  const messages: MessageParam[] = [...options.messages];
  for (let requests = 1; ; requests += 1) {
    // Recomputed for every request: a load_tool answered in the previous step exposes its tool now.
    const tools = anthropicTools(onlyApiNames(controller.catalog()));
    const reply = await client.messages.create({ model, max_tokens: maxTokens, messages: [...messages], tools });
    messages.push({ role: 'assistant', content: assistantContent(reply) });
    const calls = reply.content.filter((block): block is Anthropic.Messages.ToolUseBlock => block.type === 'tool_use');
    if (reply.stop_reason !== 'tool_use' || calls.length === 0) return { messages, stop: reply.stop_reason ?? 'unknown', requests };
    const results: ToolResultBlockParam[] = [];
    for (const call of calls) results.push(await answer(controller, runTool, call));
    messages.push({ role: 'user', content: results });
    if (requests >= maxSteps) return { messages, stop: 'step-limit', requests };
  }
}
