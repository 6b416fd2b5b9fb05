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

// The tools of one owner come one after another and share one scope: the key last written is given back
// for the same agent and skill, so a group's tools share one key string (looked up by its group once).
let last: { agent: string | undefined; skill: string | undefined; key: string } | undefined;

export function scopeKeyOf(scoped: Scoped): string {
  const { agent, skill } = scoped;
  if (last === undefined || agent !== last.agent || skill !== last.skill) last = { agent, skill, key: keyOf(agent, skill) };
  return last.key;
}
