// Broken: discover searches every tool and skill of the generation, not the turn's catalog (breaks CATALOG-007).
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import type { SearchEntry } from '../../reference-impl/catalog/discover.js';
import type { DiscoverResult } from '../../reference-impl/catalog/types.js';
import { withTurns } from './support/catalog-seams.js';

/** discover over the generation's every tool and skill instead of the turn's catalog. */
class DiscoverEverything extends CatalogTurn {
  override discover(query: string, mcpServer?: string): readonly DiscoverResult[] {
    const index = this.index;
    const skills = mcpServer !== undefined ? [] : [...index.agentsAndSkills.skillsByName.values()];
    function* entries(): Iterable<SearchEntry> {
      for (const tool of index.allTools) {
        if (mcpServer === undefined || tool.mcpServer === mcpServer) yield { kind: 'tool', name: tool.qualifiedName, description: tool.description };
      }
      for (const skill of skills) yield { kind: 'skill', name: skill.qualifiedName, description: skill.description };
    }
    return this.setup.rank(entries(), query, index.config.discoverTopK);
  }
}

export default withTurns(DiscoverEverything);
