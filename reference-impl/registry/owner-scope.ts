// Who may see a capability, by where its file lives (the catalog's scopes; design of area catalog §1).
import type { SkillEntry, ToolEntry } from './discover.js';
import { joinQualifiedName } from './names.js';

export interface OwnerScope {
  readonly agent?: string;
  readonly skill?: string;
}

/** agents/<a>/… needs agent `[...plugin, a]`; …skills/<s>/tools/… needs skill `[...owner, s]` active. */
// discover gives an agent's or a skill's entry one owner segment and an agent's skill's entry two.
export function toolScopeOf(segments: readonly string[], entry: Pick<ToolEntry, 'kind' | 'localOwner'>): OwnerScope {
  const [first, second] = entry.localOwner as readonly [string, string];
  switch (entry.kind) {
    case 'agent':
      return { agent: joinQualifiedName(segments, first) };
    case 'skill':
      return { skill: joinQualifiedName(segments, first) };
    case 'agent-skill':
      return { agent: joinQualifiedName(segments, first), skill: joinQualifiedName([...segments, first], second) };
  }
  return {};
}

export function skillScopeOf(segments: readonly string[], entry: Pick<SkillEntry, 'kind' | 'localOwner'>): OwnerScope {
  if (entry.kind !== 'agent') return {};
  return { agent: joinQualifiedName(segments, entry.localOwner[0]!) };
}
