// Permission (TURN-002, TURN-003): the access rules of area access against the turn's message, then the
// tool's dedicated policy. A bash, file or network tool names one concrete string in its input (the
// command, path or URL): that string is the canonical input, and the policy accepts it iff the tool's allow
// list holds it exactly. Anything else (missing, not a string, not listed) is refused.
import type { MessageView } from '../access/message-view.js';
import type { ToolPolicy } from '../registry/definition.js';

/** The input field each policy reads its concrete string from. */
export const POLICY_FIELD: Readonly<Record<ToolPolicy, string>> = { bash: 'command', file: 'path', network: 'url' };

/** The tool fields the policy reads. */
export interface PolicyTool {
  readonly policy?: ToolPolicy | undefined;
  readonly allow?: readonly string[];
}

/** The value `input` gives the field `policy` reads; a string once the policy accepted it. */
export function canonicalInput(policy: ToolPolicy, input: unknown): unknown {
  // Object(…) boxes primitives and turns null into {}: none of them, nor an array, has a command/path/url
  // field, and none of these names is inherited from Object.prototype.
  return (Object(input) as Record<string, unknown>)[POLICY_FIELD[policy]];
}

/** A tool without a policy accepts every input; a policy tool exactly the strings of its allow list. (TURN-003) */
export function policyAccepts(tool: PolicyTool, input: unknown): boolean {
  // A policy tool comes from the registry, which gives every tool an allow list of strings only, so a
  // missing or non-string canonical input is never in it.
  return tool.policy === undefined || tool.allow!.includes(canonicalInput(tool.policy, input) as string);
}

/** The permission stage: the call is re-admitted against the turn's message (TURN-002), then its policy decides (TURN-003). */
export function permissionStage<T extends PolicyTool>(
  call: { readonly turn: { readonly view: MessageView | null }; readonly tool: T; readonly input: unknown },
  env: { readonly admits: (tool: T, view: MessageView | null) => boolean },
): 'permission' | undefined {
  return env.admits(call.tool, call.turn.view) && policyAccepts(call.tool, call.input) ? undefined : 'permission';
}
