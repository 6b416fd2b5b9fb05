// Variant: other descriptions and input schemas for the framework tools, which the spec leaves to the host
// (spec/catalog.md, Definitions). The descriptions use on purpose the words the suites query with, so a
// test whose answer a framework tool's wording could change shows up as a false red.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createCatalogOps } from '../../../reference-impl/catalog/ops.js';
import type { FrameworkTools } from '../../../reference-impl/catalog/framework-tools.js';
import { frameworkTool } from '../../../reference-impl/catalog/framework-tools.js';

const WORDS = 'weather wx issues gh search vault ledger tally qx kiwi pie zebras fortnight rainfall cartography secret hay chat acme a b c';
const schema = (field: string) => ({ type: 'object', properties: { [field]: { type: 'string', description: WORDS } }, required: [field], additionalProperties: false });

export const OTHER_FRAMEWORK_TOOLS: FrameworkTools = Object.freeze({
  alwaysPresent: Object.freeze([
    frameworkTool('discover', `Finds capabilities (${WORDS}).`, schema('text')),
    frameworkTool('load_tool', `Makes a capability callable (${WORDS}).`, schema('tool')),
    frameworkTool('load_skill', `Reads a skill in full (${WORDS}).`, schema('skill')),
    frameworkTool('spawn_task', `Delegates work (${WORDS}).`, { type: 'object' }),
  ]),
  askUser: frameworkTool('ask_user', `Asks the person (${WORDS}).`, schema('prompt')),
});

export default createReferenceHost({
  dispatch: { ...referenceDispatch, catalog: createCatalogOps({ frameworkTools: OTHER_FRAMEWORK_TOOLS }) },
});
