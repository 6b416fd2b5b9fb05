// The op of area access (protocol.md §5): `access`, after the same schema checks as area permits.
import type { StepHandler } from '../step.js';
import { validated } from '../permits/ops.js';
import { WireSchemas } from '../permits/wire-schemas.js';
import type { ToolAccess } from './can-access-tool.js';

export function createAccessOps(schemas = new WireSchemas()): Readonly<Record<string, StepHandler>> {
  return {
    access: validated(schemas, 'access', 'access', (step, { semantics, grants }) => {
      const { listed, callable } = semantics.observeAccess(step.tool as ToolAccess, semantics.normalizeMessage(step.message), grants);
      return { listed, callable };
    }),
  };
}
