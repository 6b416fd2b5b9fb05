// Dedicated policies (contract-notes §6): a bash, file or network tool names one concrete string in its
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

/** The concrete string of `input` for `policy`, or undefined when the input has none. */
export function canonicalInput(policy: ToolPolicy, input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const field = POLICY_FIELD[policy];
  if (!Object.prototype.hasOwnProperty.call(input, field)) return undefined;
  const value = (input as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** A tool without a policy accepts every input (its canonical input is undefined). */
export function checkPolicy(tool: PolicyTool, input: unknown): PolicyVerdict {
  if (tool.policy === undefined) return { accepted: true, canonical: undefined };
  const field = POLICY_FIELD[tool.policy];
  const canonical = canonicalInput(tool.policy, input);
  if (canonical === undefined) return { accepted: false, reason: `${tool.policy} policy: input.${field} must be a string` };
  if (!(tool.allow ?? []).includes(canonical)) return { accepted: false, reason: `${tool.policy} policy does not allow ${JSON.stringify(canonical)}` };
  return { accepted: true, canonical };
}
