// The registry benchmark's workload: one candidate generation of many tools across many owners,
// spread over the four tool locations, every child plugin with a sub-agent and a skill.
import type { PluginTree } from '../../reference-impl/registry/plugin-tree.js';

const AGENT_FILES = { 'agent.json': { json: {} }, 'system.md': { text: '' }, 'boundaries.md': { text: '' }, 'conventions.md': { text: '' } };
const SCHEMA = { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] };

/** `plugins` child plugins with `perPlugin` tools each (a multiple of 4): plugins × perPlugin tools in all. */
export function benchTree(plugins: number, perPlugin: number): PluginTree {
  const children: PluginTree[] = [];
  for (let p = 0; p < plugins; p++) {
    const files: PluginTree['files'] = { 'skills/search/SKILL.md': { text: '# search' }, 'agents/helper/skills/review/SKILL.md': { text: '# review' } };
    for (const [name, content] of Object.entries(AGENT_FILES)) files[`agents/helper/${name}`] = content;
    const dirs = ['tools', 'agents/helper/tools', 'skills/search/tools', 'agents/helper/skills/review/tools'];
    for (let t = 0; t < perPlugin; t++) {
      const tool = { description: `tool ${t} of plugin ${p}`, permissions: ['adapter(qq)'], ...(t % 2 === 0 ? { inputSchema: SCHEMA } : {}) };
      files[`${dirs[t % 4]}/t${t}/index.ts`] = { tool };
    }
    children.push({ name: `plugin-${p}`, files });
  }
  return { name: 'root', files: {}, children };
}
