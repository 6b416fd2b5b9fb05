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

export type PolicyVerdict =
  | { accepted: true; canonical: string | undefined }
  | { accepted: false; reason: string };

/** The concrete string of `input` for `policy`, or undefined when the input has none. (TURN-008) */
export function canonicalInput(policy: ToolPolicy, input: unknown): string | undefined {
  // Object(…) boxes primitives and turns null into {}: none of them, nor an array, has a command/path/url
  // field, and none of these names is inherited from Object.prototype.
  const value = (Object(input) as Record<string, unknown>)[POLICY_FIELD[policy]];
  return typeof value === 'string' ? value : undefined;
}

/** A tool without a policy accepts every input (its canonical input is undefined). (TURN-003) */
export function checkPolicy(tool: PolicyTool, input: unknown): PolicyVerdict {
  if (tool.policy === undefined) return { accepted: true, canonical: undefined };
  const canonical = canonicalInput(tool.policy, input);
  // An allow list holds strings only (registry checks it), so an undefined canonical input is never in it.
  if ((tool.allow ?? []).includes(canonical as string)) return { accepted: true, canonical };
  return { accepted: false, reason: `${tool.policy} policy: input.${POLICY_FIELD[tool.policy]} must be one of the allowed strings` };
}
