// The behaviours a host is made of. The reference host uses the reference functions; a mutant replaces
// exactly one of them (usually by wrapping the reference), so it differs in one named behaviour only.
import type { MessageView } from './access/message-view.js';
import { normalizeMessage } from './access/message-view.js';
import type { AccessObservation, PermitListEvaluator, ToolAccess } from './access/can-access-tool.js';
import { observeAccess } from './access/can-access-tool.js';
import type { PlatformGrants } from './permits/platform-grants.js';
import { evaluatePermitList } from './permits/evaluate.js';
import { lintPermit } from './permits/lint.js';

export interface HostSemantics {
  normalizeMessage(message: unknown): MessageView | null;
  lintPermit(text: string): { valid: boolean };
  /** Also used by the access checks' permissions, so a permit mutant shows in both areas. */
  evaluatePermitList: PermitListEvaluator;
  observeAccess(tool: ToolAccess, view: MessageView | null, grants: PlatformGrants): AccessObservation;
}

export const referenceSemantics: HostSemantics = {
  normalizeMessage,
  lintPermit,
  evaluatePermitList,
  observeAccess: (tool, view, grants) => observeAccess(tool, view, grants, evaluatePermitList),
};

/** The reference with some behaviours replaced; access follows a replaced permit evaluator. */
export function semanticsWith(overrides: Partial<HostSemantics> = {}): HostSemantics {
  if (Object.values(overrides).every((v) => v === undefined)) return referenceSemantics;
  const evaluate = overrides.evaluatePermitList ?? referenceSemantics.evaluatePermitList;
  const semantics: HostSemantics = {
    normalizeMessage: overrides.normalizeMessage ?? referenceSemantics.normalizeMessage,
    lintPermit: overrides.lintPermit ?? referenceSemantics.lintPermit,
    evaluatePermitList: evaluate,
    observeAccess: overrides.observeAccess ?? ((tool, view, grants) => observeAccess(tool, view, grants, evaluate)),
  };
  return semantics;
}
