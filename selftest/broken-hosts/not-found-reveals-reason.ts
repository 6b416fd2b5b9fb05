// Broken: load_tool of an existing tool the turn may not see answers another not-found message than an unknown name (breaks CATALOG-011).
import { CatalogTurn } from '../../reference-impl/catalog/controller.js';
import type { LoadToolResult, NotFound } from '../../reference-impl/catalog/types.js';
import { withTurns } from './support/catalog-seams.js';

/** A tool that exists but is not in the turn's catalog gets an answer of its own. */
class ExplainsRefusals extends CatalogTurn {
  override loadTool(name: string): LoadToolResult | NotFound {
    const answer = super.loadTool(name);
    if (!('notFound' in answer) || !this.index.allTools.some((t) => t.qualifiedName === name)) return answer;
    return { notFound: `tool "${name}" exists but is not available to this message` };
  }
}

export default withTurns(ExplainsRefusals);
