// Variant: a tool field given as null (platforms, scopes, permissions, hidden) is read as absent instead of
// refused. null breaks the access schema, so what a host does with it is the protocol's matter: this
// departs from PROTOCOL-004 (a SHOULD) only, never from a rule of area access.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import type { StepHandler } from '../../../reference-impl/step.js';

const reference = referenceDispatch.access?.access as StepHandler;

const withoutNulls = (tool: unknown): unknown =>
  typeof tool === 'object' && tool !== null && !Array.isArray(tool) ? Object.fromEntries(Object.entries(tool).filter(([, v]) => v !== null)) : tool;

const access: StepHandler = (step, context) => reference({ ...step, tool: withoutNulls(step.tool) }, context);

export default createReferenceHost({ dispatch: { ...referenceDispatch, access: { access } } });
