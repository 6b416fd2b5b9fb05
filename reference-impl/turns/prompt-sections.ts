// Assembling a turn's prompt (TURN-020, TURN-021, TURN-023, TURN-024, TURN-031, TURN-032): filter by profile
// and platform, cut to maxChars, pack into the budget by retention, present by (order, id). The prompt view is
// all a section makes: nothing here reaches a call's pipeline, so a section grants nothing (TURN-032).
// Lengths are counted in UTF-16 code units (String.length), the same unit ids are compared by.
import type { Profile, Retention, Section } from './section-definition.js';

/** How text is measured and cut: UTF-16 code units for the reference (spec/turns.md, Lengths). */
export interface Measure {
  length(text: string): number;
  /** The first `n` units of `text`. */
  head(text: string, n: number): string;
}

export const utf16Units: Measure = { length: (text) => text.length, head: (text, n) => text.slice(0, n) };

export interface PromptSection {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly cut: boolean;
}

export interface PromptView {
  readonly sections: readonly PromptSection[];
  readonly totalChars: number;
}

/** A section after cutting, still carrying what packing and ordering need. */
export interface CutSection extends PromptSection {
  readonly order: number;
  readonly retention: Retention;
}

/** The sections kept, or undefined when the required ones do not fit the budget (TURN-023). */
export type Packer = (sections: readonly CutSection[], budget: number | undefined, measure?: Measure) => CutSection[] | undefined;

/** Sections by identity, compared in UTF-16 code units (the default sort's order), as every host language can. */
export function byId<T extends { id: string }>(sections: readonly T[]): T[] {
  return [...sections].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Kept sections are presented by order, then by identity (TURN-024): the sort is stable, so equal orders keep identity order. */
export function byOrderThenId<T extends { order: number; id: string }>(sections: readonly T[]): T[] {
  return byId(sections).sort((a, b) => a.order - b.order);
}

/** Absent/empty profiles = both; absent/empty platforms = every adapter, and no message sees only those. (TURN-020) */
export function selectSections(sections: readonly Section[], profile: Profile, adapter: string | undefined): Section[] {
  return sections.filter(
    (s) =>
      (s.profiles.length === 0 || s.profiles.includes(profile)) &&
      (s.platforms.length === 0 || s.platforms.some((p) => p === adapter)),
  );
}

/** A section cut to its maxChars, saying whether it was (TURN-021). */
export function cutSection(section: Section, measure: Measure = utf16Units): CutSection {
  const cut = measure.length(section.content) > (section.maxChars ?? Number.POSITIVE_INFINITY);
  const content = cut ? measure.head(section.content, section.maxChars!) : section.content;
  return { id: section.id, title: section.title, content, cut, order: section.order, retention: section.retention };
}

/**
 * TURN-031: required first (all must fit, else the turn fails, TURN-023), then preferred, then
 * opportunistic, each tried by id and kept only when it fits whole in what is left; `order` plays no
 * part (it only presents, TURN-024). No budget = unlimited.
 */
export const packSections: Packer = (sections, budget, measure = utf16Units) => {
  const limit = budget ?? Number.POSITIVE_INFINITY;
  const of = (r: Retention) => byId(sections.filter((s) => s.retention === r));
  const required = of('required');
  const needed = required.reduce((sum, s) => sum + measure.length(s.content), 0);
  if (needed > limit) return undefined;
  const kept = [...required];
  let left = limit - needed;
  for (const section of [...of('preferred'), ...of('opportunistic')]) {
    const length = measure.length(section.content);
    if (length > left) continue;
    kept.push(section);
    left -= length;
  }
  return kept;
};

/** The whole assembly, or undefined when the required sections do not fit (TURN-023). (TURN-020, TURN-021, TURN-024, TURN-031) */
export function assemblePrompt(
  sections: readonly Section[],
  profile: Profile,
  adapter: string | undefined,
  budget: number | undefined,
  pack: Packer = packSections,
  measure: Measure = utf16Units,
): PromptView | undefined {
  const packed = pack(selectSections(sections, profile, adapter).map((s) => cutSection(s, measure)), budget, measure);
  if (packed === undefined) return undefined;
  const kept = byOrderThenId(packed);
  return {
    sections: kept.map(({ id, title, content, cut }) => ({ id, title, content, cut })),
    totalChars: kept.reduce((sum, s) => sum + measure.length(s.content), 0),
  };
}
