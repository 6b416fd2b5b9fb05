// Approval (TURN-004…010, TURN-027): the mode table says whether a call needs a question; the memory
// keeps the approvals a session already gave, each under the key of the mode that gave it. Only
// approvals are remembered, never denials, and never under always or a plain on-risk tool.
import type { ApprovalPolicy, ToolPolicy } from '../registry/definition.js';
import { canonicalInput } from './policy.js';

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
  // A mode that never remembers has no key (undefined); the mode table never asks the memory about it.
  private readonly approved = new Set<string | undefined>();

  has(subject: ApprovalSubject): boolean {
    return this.approved.has(approvalKey(subject));
  }

  /** Records an approval under its mode's key. */
  remember(subject: ApprovalSubject): void {
    this.approved.add(approvalKey(subject));
  }
}

/** The mode table: does this call put a question to the port? (TURN-004…009, TURN-027) */
export function needsQuestion(subject: ApprovalSubject, memory: ApprovalMemory): boolean {
  switch (subject.mode) {
    case 'never':
      return false;
    case 'once':
      return !memory.has(subject);
    case 'on-risk':
      // Plugin actions of unknown risk ask every time; a validated concrete input asks once.
      return subject.policy === undefined || !memory.has(subject);
    default:
      // 'always', and fail-closed for anything else: ask.
      return true;
  }
}
