// Approval (TURN-004…011, TURN-027): the mode table says whether a call needs a question; an attended
// turn asks its port, an unattended one is refused; the memory keeps the approvals a session already gave,
// each under the key of the mode that gave it. Only approvals are remembered, never denials, and never
// under always or a plain on-risk tool. (A tool without requiresApproval is on-risk, TURN-009: the
// registry gives it that default when it reads the definition.)
import type { ToolCapability } from '../registry/capability.js';
import type { ApprovalPolicy, ToolPolicy } from '../registry/definition.js';
import { canonicalInput } from './permission.js';
import type { Answer, QuestionPort } from './question-port.js';
import type { Turn } from './turn-state.js';

/** What the approval stage knows about a call once permission has passed. */
export interface ApprovalSubject {
  readonly session: string;
  readonly qualifiedName: string;
  readonly mode: ApprovalPolicy;
  /** The tool's dedicated policy (bash, file, network), if it has one. */
  readonly policy: ToolPolicy | undefined;
  /** The call's input, whose canonical input a policy tool's approval is remembered under. */
  readonly input: unknown;
}

/**
 * The key an approval is remembered under, or undefined when this mode never remembers (TURN-006, TURN-008,
 * TURN-027): once → (session, tool); on-risk with a policy → (session, tool, canonical input).
 */
export function approvalKey(subject: ApprovalSubject): string | undefined {
  // The two key shapes differ in length, so they never collide and need no tag.
  if (subject.mode === 'once') return JSON.stringify([subject.session, subject.qualifiedName]);
  if (subject.mode === 'on-risk' && subject.policy !== undefined) return JSON.stringify([subject.session, subject.qualifiedName, canonicalInput(subject.policy, subject.input)]);
  return undefined;
}

/** Approvals given so far in one case (sessions persist across turns within it). */
export class ApprovalMemory {
  private readonly approved = new Set<string>();

  has(key: string): boolean {
    return this.approved.has(key);
  }

  /** Records an approval under its mode's key; a mode that never remembers has none. */
  remember(subject: ApprovalSubject): void {
    const key = approvalKey(subject);
    if (key !== undefined) this.approved.add(key);
  }
}

/**
 * The mode table: does this call put a question to the port? never: no (TURN-004). always, and an on-risk
 * plugin action of unknown risk, have no key: they ask on every call (TURN-005, TURN-007). once and an
 * on-risk policy tool ask until an approval is remembered under their key (TURN-006, TURN-008), the key of
 * the mode asking now (TURN-027). Anything else asks too: fail closed.
 */
export function needsQuestion(subject: ApprovalSubject, memory: ApprovalMemory): boolean {
  if (subject.mode === 'never') return false;
  const key = approvalKey(subject);
  return key === undefined || !memory.has(key);
}

/** A call as the approval stage reads it (pipeline.ts's CallState is one). */
export interface ApprovalCall {
  readonly turn: Pick<Turn, 'session' | 'port'>;
  readonly tool: Pick<ToolCapability, 'qualifiedName' | 'requiresApproval' | 'policy'>;
  readonly input: unknown;
  asked: boolean;
}

/** What an approval is asked and remembered about: the session, the tool, its mode, its policy and its input. */
export function approvalSubject(call: ApprovalCall): ApprovalSubject {
  const { tool, turn } = call;
  return { session: turn.session, qualifiedName: tool.qualifiedName, mode: tool.requiresApproval, policy: tool.policy, input: call.input };
}

const isApprovalAnswer = (a: Answer): a is Extract<Answer, { approve: true } | { deny: true }> => 'approve' in a || 'deny' in a;

/** Takes the first approve/deny answer of the port: true when it approves; none queued, the question goes unanswered. */
export function askApproval(port: QuestionPort): boolean {
  const answer = port.take(isApprovalAnswer);
  return answer !== undefined && 'approve' in answer;
}

/**
 * The approval stage (TURN-010, TURN-011): a call that needs a question asks it in an attended turn and is
 * denied in an unattended one; a denied or unanswered question ends the call; only an approval is remembered.
 */
export function approvalStage(call: ApprovalCall, env: { readonly memory: ApprovalMemory }): 'approval' | undefined {
  const subject = approvalSubject(call);
  if (!needsQuestion(subject, env.memory)) return undefined;
  if (call.turn.port === undefined) return 'approval';
  call.asked = true;
  if (!askApproval(call.turn.port)) return 'approval';
  env.memory.remember(subject);
  return undefined;
}
