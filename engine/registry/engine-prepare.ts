// The engine's prepare: what reference-impl/registry/prepare.ts decides, in fewer passes. The candidate is
// gathered as the plain prepare gathers it; then, when every registration is global (one view) and the
// rules are the reference's, the lookup the generation publishes is built once and tells whether the global
// view has a duplicate at all (only then is the plain check asked which), instead of a copied list, a map
// for the check and a second map for the lookup. Any other candidate is judged by the plain rule as written.
import type { SkillCapability, ToolCapability } from '../../reference-impl/registry/capability.js';
import { findDuplicates } from '../../reference-impl/registry/duplicates.js';
import type { SchemaChecker } from '../../reference-impl/registry/input-schema.js';
import type { CandidateInput, PluginPartsOf, Prepared, PrepareRules } from '../../reference-impl/registry/prepare.js';
import { gatherCandidate, referencePrepareRules, viewDuplicates } from '../../reference-impl/registry/prepare.js';
import type { Problem } from '../../reference-impl/registry/registry-error.js';
import { GLOBAL_SCOPE, visibleRegistrations } from '../../reference-impl/registry/seam.js';

/** Whether the engine's one-view pass decides what `rules` decide for `input`. */
const onePass = (input: CandidateInput, rules: PrepareRules): boolean =>
  rules.visible === visibleRegistrations &&
  rules.namespaces === referencePrepareRules.namespaces &&
  rules.duplicates === findDuplicates &&
  input.registrations.every((r) => r.scope === GLOBAL_SCOPE);

export function enginePrepare(input: CandidateInput, rules: PrepareRules, schemas: SchemaChecker, partsOf: PluginPartsOf): Prepared {
  const gathered = gatherCandidate(input, rules, schemas, partsOf);
  if (!onePass(input, rules)) return { ...gathered, problems: [...gathered.problems, ...viewDuplicates(gathered, input.registrations, rules)] };
  const problems = gathered.problems.slice();
  const reported = new Set<string>();
  const report = (problem: Problem): void => {
    if (!reported.has(problem.message)) problems.push(problem);
    reported.add(problem.message);
  };
  // The global view: the plugins' tools, then the visible Seam registrations' (REGISTRY-019/021).
  const visible = new Set(rules.visible(input.registrations, undefined));
  const seen = gathered.seam.filter((p) => visible.has(p.registration));
  // The global lookup as generation.ts builds it (the last holder of a name wins). It holds fewer names than
  // it was given tools only when a name has two holders: then the plain check reports them, in its order.
  const byName = new Map<string, ToolCapability>();
  const tools = gathered.tools;
  let given = tools.length;
  for (let i = 0; i < tools.length; i++) byName.set(tools[i]!.qualifiedName, tools[i]!);
  for (const p of seen) for (const tool of p.tools) byName.set(tool.qualifiedName, tool), given++;
  if (byName.size !== given) for (const problem of findDuplicates([...tools, ...seen.flatMap((p) => p.tools)])) report(problem);
  const skills: SkillCapability[] = [...gathered.skills];
  for (const p of seen) skills.push(...p.skills);
  for (const problem of findDuplicates(skills)) report(problem);
  return { ...gathered, problems, byName };
}
