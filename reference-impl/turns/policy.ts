// Dedicated policies (TURN-003): a bash, file or network tool names one concrete string in its
// input (the command, path or URL). That string is the canonical input; the policy accepts it iff the
// tool's allow-list holds it exactly. Anything else — missing, not a string, not listed — is refused.
import type { ToolPolicy } from '../registry/definition.js';

/** The input field each policy reads its concrete string from. */
export const POLICY_FIELD: Readonly<Record<ToolPolicy, string>> = { bash: 'command', file: 'path', network: 'url' };

/** The tool fields the policy stage reads. */
export interface PolicyTool {
  readonly policy?: ToolPolicy | undefined;
  readonly allow?: readonly string[];
}

/** The value `input` gives the field `policy` reads (TURN-008); a string once the policy accepted it. */
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
