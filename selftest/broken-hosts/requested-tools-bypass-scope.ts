// Broken: every tool an agent requests in agent.json is in its turns' catalog, whatever its scope and access (breaks CATALOG-031).
// A request reaches past public tools: another agent's private tool, a locked one.
import { CatalogHost } from '../../reference-impl/catalog/catalog-host.js';
import type { CatalogIndex, TurnCatalogView, TurnScope } from '../../reference-impl/catalog/generation-catalog.js';
import { catalogToolOf } from '../../reference-impl/catalog/generation-catalog.js';
import { joinQualifiedName } from '../../reference-impl/registry/names.js';
import { opsWithHost, withCatalogOps } from './support/catalog-seams.js';

/** The index whose turns of `agent` also list every tool the agent requests. */
function grantingRequests(index: CatalogIndex, agent: string): CatalogIndex {
  const owner = index.generation.agents.find((a) => joinQualifiedName(a.ownerPath, a.name) === agent);
  const requested = owner?.requestedTools ?? [];
  const turn = (scope: TurnScope): TurnCatalogView => {
    const inner = index.turn(scope);
    if (scope.agent !== agent) return inner;
    const tools = [...inner.tools];
    for (const name of requested) {
      const capability = index.generation.byName.get(name);
      if (capability !== undefined && !inner.has(name)) tools.push(catalogToolOf(capability));
    }
    tools.sort((a, b) => (a.qualifiedName < b.qualifiedName ? -1 : 1));
    const names = new Set(tools.map((t) => t.qualifiedName));
    return { ...inner, tools, has: (name) => names.has(name) };
  };
  return { ...index, turn, allTools: index.allTools, agentsAndSkills: index.agentsAndSkills };
}

class GrantingHost extends CatalogHost {
  protected override ownerIndexOf(index: CatalogIndex, agent: string | null): CatalogIndex {
    const own = super.ownerIndexOf(index, agent);
    return agent === null ? own : grantingRequests(own, agent);
  }
}

export default withCatalogOps(opsWithHost((options) => new GrantingHost(options)));
