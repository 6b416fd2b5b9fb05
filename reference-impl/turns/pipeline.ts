// The call pipeline (TURN-001): turn state → generation/unknown → permission → approval → journal →
// provider. Stages run in a fixed list; the first that rejects ends the call, so nothing after it runs.
// Every attempt on a live turn is journaled as one tool_call + one terminal (journal.ts).
import type { MessageView } from '../access/message-view.js';
import type { ToolCapability } from '../registry/capability.js';
import type { TurnExecution } from '../registry/definition.js';
import type { SchemaChecker } from '../registry/input-schema.js';
import type { ApprovalMemory } from './approval.js';
import { approvalStage } from './approval.js';
import type { DeniedStage } from './journal.js';
import { permissionStage } from './permission.js';
import type { Turn } from './turn-state.js';

/** What the pipeline needs of a tool: a registry capability fits, and so does ask_user. */
export type CallableTool = Pick<ToolCapability, 'qualifiedName' | 'requiresApproval' | 'policy' | 'allow' | 'platforms' | 'scopes' | 'permissions' | 'inputSchema' | 'run'>;

export type CallOutcome =
  | { outcome: 'result'; asked: boolean; output: unknown }
  | { outcome: 'failed'; asked: boolean; error: string }
  | { outcome: 'denied'; stage: DeniedStage; asked: boolean }
  | { outcome: 'cancelled'; asked: boolean };

/** One call on its way through the stages. */
export interface CallState {
  readonly turn: Turn;
  readonly tool: CallableTool;
  readonly input: unknown;
  asked: boolean;
}

export interface PipelineEnv {
  /** The tool of the turn's pinned generation, or undefined when it holds no such name. */
  readonly resolve: (turn: Turn, name: string) => CallableTool | undefined;
  /** The access rules of area access against the turn's message. */
  readonly admits: (tool: CallableTool, view: MessageView | null) => boolean;
  readonly memory: ApprovalMemory;
  readonly stages: readonly Stage[];
  /** What judges a call's input against the tool's inputSchema (TURN-014, REGISTRY-005/030). */
  readonly schemas: SchemaChecker;
  /** The error text of a call whose input fails its schema (free wording, TURN-014). */
  readonly invalidInputText: (qualifiedName: string, problem: string) => string;
  /** What the turn adds to a tool's execution context (execution-context.ts). */
  readonly execution: (turn: Turn) => TurnExecution;
}

export const referenceInvalidInputText = (qualifiedName: string, problem: string): string => `invalid input for ${qualifiedName}: ${problem}`;

/** A stage answers the stage name it rejects at, or undefined to pass the call on. */
export type Stage = (call: CallState, env: PipelineEnv) => DeniedStage | undefined;

/** Permission before approval (TURN-001): a call that will be denied is never asked about. */
export const referenceStages: readonly Stage[] = [permissionStage, approvalStage];

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The provider: input validated against its schema first (TURN-014), then execute; a JSON answer or a failure, never a throw. */
function runProvider(tool: CallableTool, input: unknown, turn: Turn, env: PipelineEnv): { ok: true; output: unknown } | { ok: false; error: string } {
  const invalid = env.schemas.inputProblem(tool.inputSchema, input);
  if (invalid !== undefined) return { ok: false, error: env.invalidInputText(tool.qualifiedName, invalid) };
  try {
    const output = tool.run(structuredClone(input), env.execution(turn));
    return { ok: true, output: JSON.parse(JSON.stringify(output ?? null)) as unknown };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

/**
 * One call through the stages (TURN-001), journaled once per attempt (journal.ts): calls of an ended turn are
 * refused at generation and not journaled (TURN-016), of an aborted one cancelled (TURN-015); unknown names
 * are denied (TURN-013). Every tool of the pinned generation takes this one path, Seam tools too (TURN-026).
 */
export function runCall(turn: Turn, name: string, input: unknown, env: PipelineEnv): CallOutcome {
  // An ended turn's journal is closed: the call is refused and not recorded.
  if (turn.status === 'ended') return { outcome: 'denied', stage: 'generation', asked: false };
  const attempt = turn.journal.begin(name);
  const deny = (stage: DeniedStage, asked: boolean): CallOutcome => {
    attempt.end({ type: 'tool_denied', stage });
    return { outcome: 'denied', stage, asked };
  };
  if (turn.status === 'aborted') {
    attempt.end({ type: 'tool_cancelled' });
    return { outcome: 'cancelled', asked: false };
  }
  const tool = env.resolve(turn, name);
  if (tool === undefined) return deny('unknown', false);
  const call: CallState = { turn, tool, input, asked: false };
  for (const stage of env.stages) {
    const rejected = stage(call, env);
    if (rejected !== undefined) return deny(rejected, call.asked);
  }
  const ran = runProvider(tool, input, turn, env);
  attempt.end({ type: ran.ok ? 'tool_result' : 'tool_failed' });
  return ran.ok ? { outcome: 'result', asked: call.asked, output: ran.output } : { outcome: 'failed', asked: call.asked, error: ran.error };
}
