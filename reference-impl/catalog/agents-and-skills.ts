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

const byName = (a: IndexedSkill, b: IndexedSkill): number => (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0);

export class AgentsAndSkills {
  private readonly agentIds = new Set<string>();
  private readonly autoByPlatform = new Map<string, string>();
  private readonly skillsByName = new Map<string, IndexedSkill>();
  private readonly publicSkills: IndexedSkill[] = [];
  private readonly agentSkills = new Map<string, IndexedSkill[]>();

  constructor(generation: Generation) {
    for (const agent of generation.agents) {
      const id = joinQualifiedName(agent.ownerPath, agent.name);
      this.agentIds.add(id);
      // Registry rules allow one automatic agent per platform; the first one wins should a broken host differ.
      if (agent.autoPlatform !== undefined && !this.autoByPlatform.has(agent.autoPlatform)) this.autoByPlatform.set(agent.autoPlatform, id);
    }
    const globalSeam = new Set(visibleRegistrations(generation.seam.map((p) => p.registration)));
    const seamSkills = generation.seam.filter((p) => globalSeam.has(p.registration)).flatMap((p) => p.skills);
    for (const skill of [...generation.skills, ...seamSkills]) {
      const indexed: IndexedSkill = Object.freeze({
        qualifiedName: skill.qualifiedName,
        agent: skill.agent,
        description: skill.description ?? '',
        instructions: skill.instructions ?? skill.description ?? '',
      });
      this.skillsByName.set(indexed.qualifiedName, indexed);
    }
    for (const skill of [...this.skillsByName.values()].sort(byName)) {
      if (skill.agent === undefined) this.publicSkills.push(skill);
      else this.agentSkills.set(skill.agent, [...(this.agentSkills.get(skill.agent) ?? []), skill]);
    }
  }

  /** Every agent id of the generation, sorted (the initial surface's agents, CATALOG-029). */
  agents(): readonly string[] {
    return [...this.agentIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  hasAgent(id: string): boolean {
    return this.agentIds.has(id);
  }

  /** The agent whose agent.json `auto.platform` is this adapter, else null. */
  autoAgent(adapter: string | undefined): string | null {
    return adapter === undefined ? null : (this.autoByPlatform.get(adapter) ?? null);
  }

  /** A skill the turn may load: public, or belonging to the selected agent. */
  visibleSkill(name: string, agent: string | null): IndexedSkill | undefined {
    const skill = this.skillsByName.get(name);
    return skill !== undefined && (skill.agent === undefined || skill.agent === agent) ? skill : undefined;
  }

  /** Every skill visible with `agent` selected, public first then the agent's, each sorted by name. */
  visibleSkills(agent: string | null): readonly IndexedSkill[] {
    const own = agent === null ? undefined : this.agentSkills.get(agent);
    return own === undefined ? this.publicSkills : [...this.publicSkills, ...own];
  }

  /** Every skill of the generation, whoever may see it. */
  allSkills(): readonly IndexedSkill[] {
    return [...this.skillsByName.values()];
  }
}
