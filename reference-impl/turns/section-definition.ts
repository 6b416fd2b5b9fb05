// Prompt sections as plugins declare them (TURN-029): `prompt-sections/<name>/index.ts` holding
// `{"section": SectionDefinition}`, found in every plugin of a tree. Identity = [...pluginPath, name]
// joined by "__", so the registry's segment rule keeps identities injective as it does for tools.
import type { PluginTree } from '../registry/plugin-tree.js';
import { joinQualifiedName, segmentProblem } from '../registry/names.js';
import { sourceOf } from '../registry/plugin-source.js';
import type { RegistryError } from '../registry/registry-error.js';
import { registryError } from '../registry/registry-error.js';

export const RETENTIONS = ['required', 'preferred', 'opportunistic'] as const;
export type Retention = (typeof RETENTIONS)[number];
export const PROFILES = ['interactive', 'scheduled'] as const;
export type Profile = (typeof PROFILES)[number];

export interface Section {
  readonly id: string;
  readonly source: string;
  readonly title: string;
  readonly content: string;
  readonly layer: string | undefined;
  readonly order: number;
  readonly retention: Retention;
  readonly maxChars: number | undefined;
  /** Empty = every profile. */
  readonly profiles: readonly Profile[];
  /** Empty = every adapter. */
  readonly platforms: readonly string[];
}

const SECTION_FILE = /^prompt-sections\/([^/]+)\/index\.(ts|js)$/;

const sectionValueText = (v: unknown): string => (v === undefined ? 'undefined' : JSON.stringify(v) ?? typeof v);
// The wording of a tree's section problems; the protocol carries only their codes.
const sectionNameText = (source: string, bad: string): string => `${source}: invalid prompt section name: ${bad}`;
const sectionFieldText = (source: string, field: string, reason: string): string => `${source}: invalid prompt section: field "${field}" ${reason}`;
const duplicateSectionText = (id: string, first: string, second: string): string => `duplicate prompt section "${id}": defined by ${first} and by ${second}`;
const stringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Checks one SectionDefinition; the error names the source and the field. (TURN-029) */
export function checkSection(value: unknown, id: string, source: string): Section | RegistryError {
  const invalidSection = (field: string, reason: string): RegistryError =>
    registryError('invalid-definition', sectionFieldText(source, field, reason));
  // Object(…) turns null into {} and boxes primitives: any non-object section then fails on its title.
  const d = Object(value) as Record<string, unknown>;
  if (typeof d.title !== 'string') return invalidSection('title', `must be a string, got ${sectionValueText(d.title)}`);
  if (typeof d.content !== 'string') return invalidSection('content', `must be a string, got ${sectionValueText(d.content)}`);
  if (d.layer !== undefined && typeof d.layer !== 'string') return invalidSection('layer', `must be a string, got ${sectionValueText(d.layer)}`);
  // Number.isFinite is false for every non-number.
  if (!Number.isFinite(d.order)) return invalidSection('order', `must be a finite number, got ${sectionValueText(d.order)}`);
  if (!(RETENTIONS as readonly unknown[]).includes(d.retention)) return invalidSection('retention', `must be one of ${RETENTIONS.join(', ')}, got ${sectionValueText(d.retention)}`);
  if (d.maxChars !== undefined && !(Number.isInteger(d.maxChars) && (d.maxChars as number) >= 0)) return invalidSection('maxChars', `must be an integer ≥ 0, got ${sectionValueText(d.maxChars)}`);
  const profiles = d.profiles ?? [];
  if (!stringList(profiles) || !profiles.every((p) => (PROFILES as readonly string[]).includes(p))) return invalidSection('profiles', `must be a list of ${PROFILES.join(', ')}, got ${sectionValueText(profiles)}`);
  const platforms = d.platforms ?? [];
  if (!stringList(platforms)) return invalidSection('platforms', `must be a list of adapter names, got ${sectionValueText(platforms)}`);
  return {
    id, source, title: d.title as string, content: d.content as string, layer: d.layer as string | undefined, order: d.order as number,
    retention: d.retention as Retention, maxChars: d.maxChars as number | undefined,
    profiles: [...profiles] as Profile[], platforms: [...platforms],
  };
}

export interface SectionReading {
  /** What is wrong with a section's name: the segment rule (TURN-029). */
  readonly nameProblem?: (name: string) => string | undefined;
  /** Reads one definition; the reference checks every field (checkSection). */
  readonly read?: (value: unknown, id: string, source: string) => Section | RegistryError;
}

/** Every section of a (shape-checked) tree and its children, or the first problem (invalid or duplicate). (TURN-025, TURN-029) */
export function sectionsOfTrees(trees: readonly PluginTree[], reading: SectionReading = {}): { ok: true; sections: Section[] } | { ok: false; problem: RegistryError } {
  const { nameProblem = segmentProblem, read = checkSection } = reading;
  const sections: Section[] = [];
  const byId = new Map<string, Section>();
  const visit = (tree: PluginTree, segments: readonly string[]): RegistryError | undefined => {
    // Files in tree order: which problem comes first when there are several is not specified (registry), and
    // the kept sections are sorted by (order, identity) later.
    for (const [file, content] of Object.entries(tree.files)) {
      const match = SECTION_FILE.exec(file);
      if (match === null || !('section' in content)) continue;
      const name = match[1]!;
      const source = sourceOf(segments, file);
      const bad = nameProblem(name);
      if (bad !== undefined) return registryError('invalid-name', sectionNameText(source, bad));
      const checked = read(content.section, joinQualifiedName(segments, name), source);
      if ('code' in checked) return checked;
      const first = byId.get(checked.id);
      if (first !== undefined) return registryError('duplicate-name', duplicateSectionText(checked.id, first.source, source));
      byId.set(checked.id, checked);
      sections.push(checked);
    }
    for (const child of tree.children ?? []) {
      const problem = visit(child, [...segments, child.name]);
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
  for (const tree of trees) {
    const problem = visit(tree, []);
    if (problem !== undefined) return { ok: false, problem };
  }
  return { ok: true, sections };
}
