// Scope (spec/catalog.md, Definitions): who may see a capability, from where its file lives. A tool needs its agent selected
// and/or its skill active; a skill needs its agent selected. Scopes are interned as string keys, so a turn
// switches whole groups of tools on or off instead of looking at each tool.

/** The scope fields of a ToolCapability / SkillCapability (absent = not needed). */
export interface Scoped {
  readonly agent?: string | undefined;
  readonly skill?: string | undefined;
}

// Qualified ids are [a-z0-9_-] joined by "__", so ":" and " " cannot occur inside them: keys never collide.
export const PUBLIC_SCOPE = 'public';
export const agentScopeKey = (agent: string): string => `agent:${agent}`;
export const skillScopeKey = (skill: string): string => `skill:${skill}`;
export const agentSkillScopeKey = (agent: string, skill: string): string => `agent-skill:${agent} ${skill}`;

function keyOf(agent: string | undefined, skill: string | undefined): string {
  if (agent !== undefined && skill !== undefined) return agentSkillScopeKey(agent, skill);
  if (agent !== undefined) return agentScopeKey(agent);
  if (skill !== undefined) return skillScopeKey(skill);
  return PUBLIC_SCOPE;
}

export function scopeKeyOf(scoped: Scoped): string {
  return keyOf(scoped.agent, scoped.skill);
}
