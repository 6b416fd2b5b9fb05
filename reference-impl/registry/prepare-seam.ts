// One Seam registration's part of a candidate: the capabilities its provider describes, named and
// validated like a plugin's (REGISTRY-020…023).
import type { SkillCapability, ToolCapability } from './capability.js';
import type { CapabilityBuilder } from './capability-builder.js';
import type { PrepareRules } from './prepare-rules.js';
import type { Problem } from './registry-error.js';
import { invalidDefinition } from './registry-error.js';
import type { Registration } from './seam.js';
import { bindTool } from './tool-binding.js';

/** A Seam registration with its validated capabilities. */
export interface ProjectedRegistration {
  readonly registration: Registration;
  readonly tools: readonly ToolCapability[];
  readonly skills: readonly SkillCapability[];
}

/** A Seam registration's capabilities, named and validated as a plugin's are (REGISTRY-023). */
export function prepareSeam(registration: Registration, build: CapabilityBuilder, rules: PrepareRules, problems: Problem[], generation: number): ProjectedRegistration {
  const { named, inject, prepareTool } = build;
  // A wire provider's catalog is the fixed list its registerProvider step gave, so describing it cannot fail.
  const drafts = rules.seamDrafts(registration);
  const seamTools: ToolCapability[] = [];
  const seamSkills: SkillCapability[] = [];
  for (const draft of drafts.tools) {
    const tool = prepareTool([], draft.name, draft.definition, draft.source);
    if (tool) seamTools.push(bindTool(tool, generation));
  }
  for (const draft of drafts.skills) {
    const qualifiedName = named([], draft.name, draft.source, 'skill');
    if (qualifiedName === undefined) continue;
    // A non-empty string, as for a tool's description (REGISTRY-023 with REGISTRY-003): whitespace is content.
    if (typeof draft.description !== 'string' || draft.description === '') {
      problems.push(invalidDefinition(draft.source, 'description', `${draft.source}: skill "${qualifiedName}": field "description" is required and must be a non-empty string`));
      continue;
    }
    const instructions = typeof draft.instructions === 'string' ? draft.instructions : draft.description;
    inject(draft.source);
    seamSkills.push({ qualifiedName, name: qualifiedName, ownerPath: [], source: draft.source, description: draft.description, instructions });
  }
  return { registration, tools: seamTools, skills: seamSkills };
}
