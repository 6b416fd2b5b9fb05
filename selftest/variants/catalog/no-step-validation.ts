// Variant: a host that validates nothing beyond what the contract states. A step or setup that breaks the
// published schemas is read as best it can be (an empty session is a session named "", a message that is
// not an object is no message, a field of the wrong type is taken as its text, an unknown channel is the
// generic one, a setup.config that is not an object is the default configuration) instead of answering
// bad-step. That departs from PROTOCOL-004 and PROTOCOL-006 (both SHOULD) and from no contract rule.
// Built as a wrapper: each step and the setup are read leniently into what the reference accepts, then
// the reference answers them. The reference itself validates every step.
import type { Step } from '../../../host/protocol.js';
import { createReferenceHost, referenceDispatch } from '../../../reference-impl/host.js';
import { createCatalogOps } from '../../../reference-impl/catalog/ops.js';
import type { CaseContext, StepHandler } from '../../../reference-impl/step.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A field of the wrong type is taken as its text. */
const text = (v: unknown): string => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));
/** The reference refuses an empty session name; this host reads "" as a session like any other (a name no step can send). */
const EMPTY_SESSION = '\u0000empty';
const session = (v: unknown): string => (text(v) === '' ? EMPTY_SESSION : text(v));

/** Only config and platformGrants; a config that is not an object is the default one. */
function setupOf(setup: unknown): unknown {
  if (!isObject(setup)) return setup;
  const out: Record<string, unknown> = {};
  if (isObject(setup.config)) out.config = setup.config;
  if (setup.platformGrants !== undefined) out.platformGrants = setup.platformGrants;
  return out;
}

const textFields = (step: Step, ...fields: string[]): Step => ({ ...step, ...Object.fromEntries(fields.map((f) => [f, text(step[f])])) });

function stepOf(step: Step): Step {
  switch (step.op) {
    case 'load':
      return Array.isArray(step.trees) ? step : { ...step, trees: [] };
    case 'startTurn': {
      if (Object.prototype.hasOwnProperty.call(step, 'parent')) return { op: step.op, parent: text(step.parent), agent: text(step.agent) };
      const { agent, attended, message } = step;
      return {
        op: step.op,
        session: session(step.session),
        message: message === null || isObject(message) ? message : null,
        ...(agent === undefined || agent === null || typeof agent === 'string' ? (agent !== undefined ? { agent } : {}) : { agent: text(agent) }),
        ...(attended !== undefined ? { attended: Boolean(attended) } : {}),
      };
    }
    case 'tools': {
      const { form, ...rest } = textFields(step, 'turn');
      return { ...rest, channel: step.channel === 'anthropic' ? 'anthropic' : 'generic', ...(form === 'digest' ? { form } : {}) };
    }
    case 'discover': {
      const { mcpServer, ...rest } = textFields(step, 'turn', 'query');
      return typeof mcpServer === 'string' ? { ...rest, mcpServer } : rest;
    }
    case 'loadTool':
    case 'loadSkill':
      return textFields(step, 'turn', 'name');
    case 'use':
      return textFields(step, 'turn', 'tool');
    case 'endTurn':
      return textFields(step, 'turn');
    case 'session':
      return { ...step, session: session(step.session) };
    default:
      return step;
  }
}

function lenient(ops: Readonly<Record<string, StepHandler>>): Record<string, StepHandler> {
  const contexts = new WeakMap<CaseContext, CaseContext>();
  const contextOf = (context: CaseContext): CaseContext => {
    let own = contexts.get(context);
    if (own === undefined) contexts.set(context, (own = { ...context, setup: setupOf(context.setup) }));
    return own;
  };
  return Object.fromEntries(Object.entries(ops).map(([op, handler]) => [op, (step: Step, context: CaseContext) => handler(stepOf(step), contextOf(context))]));
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, catalog: lenient(createCatalogOps()) },
});
