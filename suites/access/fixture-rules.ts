// What the model says of each fixture step of area access: the expected result and the rule a wrong
// `callable` is charged to (a wrong `listed` with the right `callable` is ACCESS-007 for a hidden tool,
// else ACCESS-009: ./fixtures.test.ts). As in area permits, a step whose parts were checked alone earlier
// in the case (its guards) can only be wrong for the way it combines them.
import { isDeepStrictEqual } from 'node:util';
import type { FixtureCase } from '../../host/fixture-types.js';
import { renamedPermitText, twinAskedBefore } from '../permits/fixture-rules.js';
import type { StepVerdict } from '../permits/fixture-rules.js';
import { renamed, renamedMessage } from '../permits/hostile.js';
import type { WireMessage } from '../permits/arbitraries.js';
import type { PlatformGrants } from '../permits/model.js';
import { accessByModel, decideCallable, presentFields } from './model.js';
import type { ToolAccess } from './model.js';

const without = (tool: ToolAccess, drop: string): ToolAccess => Object.fromEntries(Object.entries(tool).filter(([k]) => k !== drop));

function askedBefore(c: FixtureCase, i: number, tool: ToolAccess, message: unknown): boolean {
  return c.steps.slice(0, i).some((s) => s.op === 'access' && isDeepStrictEqual(s.tool, tool) && isDeepStrictEqual(s.message, message));
}

function renamedTool(tool: ToolAccess): ToolAccess {
  const names = (v: unknown, rename: (s: unknown) => unknown) => (Array.isArray(v) ? v.map(rename) : v);
  return Object.fromEntries(Object.entries(tool).map(([k, v]) => [k, k === 'permissions' ? names(v, renamedPermitText) : k === 'hidden' ? v : names(v, (s) => (typeof s === 'string' ? renamed(s) : s))]));
}

export function accessStepVerdict(c: FixtureCase, i: number): StepVerdict {
  const step = c.steps[i];
  if (step === undefined) throw new Error(`${c.id}: no step ${i}`);
  const tool = step.tool as ToolAccess;
  const grants = ((c.setup as { platformGrants?: unknown }).platformGrants ?? {}) as PlatformGrants;
  const want = accessByModel(tool, step.message, grants);
  if (want === undefined) throw new Error(`${c.id}: step ${i} is not a schema-valid access step`);
  const bare = without(tool, 'hidden');
  const fields = presentFields(bare);
  let rule: string;
  if (twinAskedBefore(c, i, { op: 'access', tool: renamedTool(tool), message: step.message === null ? null : renamedMessage(step.message as WireMessage) })) rule = 'ACCESS-011';
  else if (tool.hidden !== undefined && askedBefore(c, i, bare, step.message)) rule = 'ACCESS-008';
  else if (fields.length > 1 && fields.every((f) => askedBefore(c, i, { [f]: bare[f] }, step.message))) rule = 'ACCESS-001';
  else rule = (decideCallable(bare, step.message, grants) ?? { rule: '?' }).rule;
  return { want: { listed: want.listed, callable: want.callable }, rule };
}
