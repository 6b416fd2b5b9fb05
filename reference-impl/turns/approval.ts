// Approval (TURN-004…010, TURN-027): the mode table says whether a call needs a question; the memory
// keeps the approvals a session already gave, each under the key of the mode that gave it. Only
// approvals are remembered, never denials, and never under always or a plain on-risk tool.
import type { ApprovalPolicy } from '../registry/definition.js';

/** What the approval stage knows about a call once permission has passed. */
export interface ApprovalSubject {
  readonly session: string;
  readonly qualifiedName: string;
  readonly mode: ApprovalPolicy;
  /** True for a tool with a dedicated policy (bash, file, network). */
  readonly hasPolicy: boolean;
  /** The policy-validated concrete input; undefined for tools without a policy. */
  readonly canonical: string | undefined;
}

/**
 * The key an approval is remembered under, or undefined when this mode never remembers (TURN-006, TURN-008,
 * TURN-027): once → (session, tool); on-risk with a policy → (session, tool, canonical input).
 */
export function approvalKey(subject: ApprovalSubject): string | undefined {
  // The two key shapes differ in length, so they never collide and need no tag.
  if (subject.mode === 'once') return JSON.stringify([subject.session, subject.qualifiedName]);
  if (subject.mode === 'on-risk' && subject.hasPolicy) return JSON.stringify([subject.session, subject.qualifiedName, subject.canonical ?? null]);
  return undefined;
}

/** Approvals given so far in one case (sessions persist across turns within it). */
export class ApprovalMemory {
  private readonly approved = new Set<string>();

  has(subject: ApprovalSubject): boolean {
    const key = approvalKey(subject);
    return key !== undefined && this.approved.has(key);
  }

  /** Records an approval; a mode that does not remember ignores it. */
  remember(subject: ApprovalSubject): void {
    const key = approvalKey(subject);
    if (key !== undefined) this.approved.add(key);
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
      return !subject.hasPolicy || !memory.has(subject);
    default:
      // 'always', and fail-closed for anything else: ask.
      return true;
  }
}
