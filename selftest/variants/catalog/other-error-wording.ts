// Variant: other wording wherever the spec leaves the words free. invalid-config still names the key at
// fault (CATALOG-016), and the two not-found messages stay exact (CATALOG-011, CATALOG-022, which fix the
// words); every other message (unknown-turn, turn-ended, unknown-agent, a refused load) is worded
// otherwise, and a step that breaks its schema answers the code malformed-step instead of bad-step
// (PROTOCOL-004 says "e.g. bad-step").
import type { Step, StepResult } from '../../../host/protocol.js';
import { createReferenceHost } from '../../../reference-impl/host.js';
import type { CaseContext, StepHandler } from '../../../reference-impl/step.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createCatalogOps } from '../../../reference-impl/catalog/ops.js';

const KEY = /^((?:setup\.config|deferredTools)(?:\.[A-Za-z]+|\[[^\]]*\])*)/;

/** The same error with this host's words; undefined where the spec fixes them. */
export function reworded(code: string, message: string, step: Step): { code: string; message: string } | undefined {
  if (code === 'not-found') return undefined;
  if (code === 'bad-step') return { code: 'malformed-step', message: `cannot read this ${String(step.op)} step` };
  if (code === 'invalid-config') return { code, message: `configuration refused at ${KEY.exec(message)?.[1] ?? 'deferredTools'}` };
  return { code, message: `${code} (${String(step.op)})` };
}

function rewording(handler: StepHandler): StepHandler {
  return (step: Step, context: CaseContext): StepResult => {
    const result = handler(step, context);
    const error = (result as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error !== 'object' || error === null || typeof error.code !== 'string') return result;
    const other = reworded(error.code, String(error.message), step);
    return other === undefined ? result : { error: other };
  };
}

const catalog = Object.fromEntries(Object.entries(createCatalogOps()).map(([op, handler]) => [op, rewording(handler)]));

export default createReferenceHost({ dispatch: { ...referenceDispatch, catalog } });
