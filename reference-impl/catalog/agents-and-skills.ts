// What a turn can select and activate in a generation: its agents (by qualified id, and the automatic one
// per platform) and its skills (plugin skills and global Seam skills, with their instructions).
import type { Generation } from '../registry/generation.js';
import { joinQualifiedName } from '../registry/names.js';
import { visibleRegistrations } from '../registry/seam.js';

export interface IndexedSkill {
  readonly qualifiedName: string;
  /** The agent that must be selected to see the skill; undefined = public. */
  readonly agent: string | undefined;
  readonly description: string;
  readonly instructions: string;
}

export class AgentsAndSkills {
  private readonly agentIds = new Set<string>();
  private readonly autoByPlatform = new Map<string | undefined, string>();
  /** Every skill of the generation, whoever may see it, by name. */
  readonly skillsByName = new Map<string, IndexedSkill>();
  private readonly publicSkills: IndexedSkill[] = [];
  private readonly agentSkills = new Map<string | null, IndexedSkill[]>();

  constructor(generation: Generation) {
    for (const agent of generation.agents) {
      const id = joinQualifiedName(agent.ownerPath, agent.name);
      this.agentIds.add(id);
      // Registry rules allow one automatic agent per platform.
      if (agent.autoPlatform !== undefined) this.autoByPlatform.set(agent.autoPlatform, id);
    }
    const globalSeam = new Set(visibleRegistrations(generation.seam.map((p) => p.registration)));
    const seamSkills = generation.seam.filter((p) => globalSeam.has(p.registration)).flatMap((p) => p.skills);
    for (const skill of [...generation.skills, ...seamSkills]) {
      const indexed: IndexedSkill = Object.freeze({
        qualifiedName: skill.qualifiedName,
        agent: skill.agent,
        description: skill.description ?? '',
        // A SKILL.md skill has its text; a Seam skill without instructions has its (required) description.
        instructions: (skill.instructions ?? skill.description) as string,
      });
      this.skillsByName.set(indexed.qualifiedName, indexed);
    }
    // In no particular order: discover ranks what it finds, and the surface sorts its summaries.
    for (const skill of this.skillsByName.values()) {
      if (skill.agent === undefined) this.publicSkills.push(skill);
      else this.agentSkills.set(skill.agent, [...(this.agentSkills.get(skill.agent) ?? []), skill]);
    }
  }

  /** Every agent id of the generation, sorted (the initial surface's agents, CATALOG-029). */
  agents(): readonly string[] {
    return [...this.agentIds].sort();
  }

  hasAgent(id: string): boolean {
    return this.agentIds.has(id);
  }

  /** The agent whose agent.json `auto.platform` is this adapter, else null (a turn without a message has none). */
  autoAgent(adapter: string | undefined): string | null {
    return this.autoByPlatform.get(adapter) ?? null;
  }

  /** A skill the turn may load: public, or belonging to the selected agent. */
  visibleSkill(name: string, agent: string | null): IndexedSkill | undefined {
    const skill = this.skillsByName.get(name);
    return skill !== undefined && (skill.agent === undefined || skill.agent === agent) ? skill : undefined;
  }

  /** Every skill visible with `agent` selected: the public ones, then the agent's. */
  visibleSkills(agent: string | null): readonly IndexedSkill[] {
    return [...this.publicSkills, ...(this.agentSkills.get(agent) ?? [])];
  }

}
