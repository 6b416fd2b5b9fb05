// A Seam provider described on the wire, checked for shape and turned into a real ToolService or
// SkillService (its tools' execute stands in for a remote call, following each tool's Behavior).
import type { Behavior } from './behavior.js';
import { behaviorProblem, executeOf } from './behavior.js';
import type { SkillService, SkillSummary, ToolSchema, ToolService } from './seam.js';

export type WireProvider =
  | { id: string; kind: 'tool'; tools: Array<ToolSchema & { behavior?: Behavior }> }
  | { id: string; kind: 'skill'; skills: SkillSummary[] };

export type ProviderCheck = { ok: true; provider: WireProvider } | { ok: false; problem: string };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The bad-step wording of a malformed provider (free text, protocol §6). */
const providerText = (detail: string): string => `field "provider"${detail}`;

/** Shape only: names and policy fields are the registry's own checks, at prepare. */
export function checkWireProvider(value: unknown): ProviderCheck {
  const badProvider = (detail: string): ProviderCheck => ({ ok: false, problem: providerText(detail) });
  if (!isPlainObject(value)) return badProvider(' must be an object {"id", "kind", "tools" | "skills"}');
  if (typeof value.id !== 'string' || value.id === '') return badProvider('.id must be a non-empty string');
  if (value.kind !== 'tool' && value.kind !== 'skill') return badProvider(`.kind must be "tool" or "skill", got ${JSON.stringify(value.kind ?? null)}`);
  const field = value.kind === 'tool' ? 'tools' : 'skills';
  const list = value[field];
  if (!Array.isArray(list)) return badProvider(`.${field} must be an array`);
  for (const [i, entry] of list.entries()) {
    if (!isPlainObject(entry)) return badProvider(`.${field}[${i}] must be an object`);
    if (typeof entry.name !== 'string') return badProvider(`.${field}[${i}].name must be a string`);
    const bad = entry.behavior === undefined ? undefined : behaviorProblem(entry.behavior);
    if (bad !== undefined) return badProvider(`.${field}[${i}].behavior ${bad}`);
  }
  return { ok: true, provider: value as unknown as WireProvider };
}

export function toolServiceOf(provider: Extract<WireProvider, { kind: 'tool' }>): ToolService {
  const runs = new Map(provider.tools.map((t) => [t.name, executeOf(t.behavior)] as const));
  const schemas = provider.tools.map(({ behavior: _behavior, ...schema }) => schema);
  return {
    id: provider.id,
    schema: () => schemas.map((s) => structuredClone(s)),
    execute(_scope, toolName, input, context) {
      // The registry calls execute only with a name its schema() listed (seam-projection.ts).
      const run = runs.get(toolName)!;
      try {
        return { success: true, output: run(input, context) };
      } catch (error) {
        return { success: false, error: (error as Error).message };
      }
    },
  };
}

export function skillServiceOf(provider: Extract<WireProvider, { kind: 'skill' }>): SkillService {
  const skills = provider.skills.map((s) => ({ ...s }));
  return {
    id: provider.id,
    // The projection reads name, description and instructions (when given) of each entry.
    catalog: () => skills.map((s) => ({ ...s })),
    describe(_scope, skillId) {
      const skill = skills.find((s) => s.name === skillId);
      if (skill === undefined) throw new Error(`Skill not found: ${skillId}`);
      return skill.instructions ?? '';
    },
  };
}
