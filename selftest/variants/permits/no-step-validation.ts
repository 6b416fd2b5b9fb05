// Variant: checks nothing beyond what the contract rules state. A step or setup that breaks the published
// schemas is read in some consistent way instead of refused (a permit list given as one string is a list
// of that permit, "" or no list at all is the empty list, an entry that is not a string is malformed, a
// message that is not an object is no message, a tool that is not an object restricts nothing, a null
// field is absent, junk grants grant nothing). It
// departs from PROTOCOL-004 and PROTOCOL-006 only: a host that validates nothing still conforms to every
// contract requirement of areas permits and access, because those are checked with schema-valid input.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import type { CaseContext, StepHandler } from '../../../reference-impl/step.js';
import type { ToolAccess } from '../../../reference-impl/access/can-access-tool.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null || value === '' ? [] : [value];
}

/** A list entry that is not a string is malformed, so it is read as the empty permit (malformed too). */
const permitText = (entry: unknown): string => (typeof entry === 'string' ? entry : '');

const messageOf = (value: unknown): unknown => (isObject(value) ? value : null);

function grantsOf(context: CaseContext): CaseContext['grants'] {
  const grants = isObject(context.setup) ? context.setup.platformGrants : undefined;
  return (isObject(grants) ? grants : {}) as CaseContext['grants'];
}

const permit: StepHandler = (step, context) => ({
  allowed: context.semantics.evaluatePermitList(listOf(step.permits).map(permitText), context.semantics.normalizeMessage(messageOf(step.message)), grantsOf(context)),
});

const lint: StepHandler = (step, { semantics }) => ({ valid: semantics.lintPermit(typeof step.permit === 'string' ? step.permit : String(step.permit)).valid });

function toolOf(value: unknown): ToolAccess {
  if (!isObject(value)) return {};
  const field = (v: unknown): string[] | undefined => (v === null || v === undefined ? undefined : Array.isArray(v) ? v.map(String) : [String(v)]);
  return { platforms: field(value.platforms), scopes: field(value.scopes), permissions: field(value.permissions), hidden: value.hidden === true };
}

const access: StepHandler = (step, context) => {
  const { listed, callable } = context.semantics.observeAccess(toolOf(step.tool), context.semantics.normalizeMessage(messageOf(step.message)), grantsOf(context));
  return { listed, callable };
};

export default createReferenceHost({ dispatch: { ...referenceDispatch, permits: { permit, lint }, access: { access } } });
