// context.addSkill(name, skill) (REGISTRY-032): a skill declared in setup() beside addTool, prepared like a
// SKILL.md skill of that plugin: its owner path is the plugin path, its name follows the segment rule, its
// source is `addSkill:<plugin path>/<name>`, and it takes part in the same duplicate checks.
import type { SkillCapability } from './capability.js';
import type { CapabilityBuilder } from './capability-builder.js';
import type { Problem } from './registry-error.js';
import { sourceOf } from './plugin-source.js';

export interface AddSkillRequest {
  readonly segments: readonly string[];
  readonly name: string;
  /** The skill as declared: `{description, instructions?}`, any JSON (judged here, at prepare). */
  readonly skill: Readonly<Record<string, unknown>>;
}

/** `addSkill:<plugin path>/<name>`, or `addSkill:<name>` for the root plugin. */
export function addSkillSource(segments: readonly string[], name: string): string {
  return `addSkill:${sourceOf(segments, name)}`;
}

/** The skill an addSkill call declares, or undefined with its problem logged (invalid-name, invalid-definition). (REGISTRY-032) */
export function prepareAddedSkill(request: AddSkillRequest, build: Pick<CapabilityBuilder, 'named' | 'inject'>, problems: Problem[]): SkillCapability | undefined {
  const source = addSkillSource(request.segments, request.name);
  const qualifiedName = build.named(request.segments, request.name, source, 'skill');
  if (qualifiedName === undefined) return undefined;
  const { description, instructions } = request.skill;
  // A non-empty string, as a Seam skill's description (REGISTRY-023): whitespace is content.
  if (typeof description !== 'string' || description === '') {
    problems.push({ code: 'invalid-definition', source, field: 'description', message: `${source}: skill "${qualifiedName}": field "description" is required and must be a non-empty string` });
    return undefined;
  }
  if (instructions !== undefined && typeof instructions !== 'string') {
    problems.push({ code: 'invalid-definition', source, field: 'instructions', message: `${source}: skill "${qualifiedName}": field "instructions" must be a string when given` });
    return undefined;
  }
  build.inject(source);
  return { qualifiedName, name: request.name, ownerPath: [...request.segments], source, description, instructions: instructions ?? description };
}
