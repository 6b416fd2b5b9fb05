import { describe, test, expect } from 'vitest';
import { looksLikeToolModule, undiscoveredTools } from './undiscovered-tools.js';

const TOOL = "import { defineAgentTool } from 'x';\nexport default defineAgentTool({ description: 'd', execute: () => 1 });\n";
const warn = (files: string[], texts: Record<string, string> = {}) => undiscoveredTools(files, (f) => texts[f]).map((d) => [d.file, /move (?:it to|this file into) (\S+)/.exec(d.reason)?.[1]]);

describe('tool-looking files that discovery does not read', () => {
  test('a flat file in each of the four tool locations belongs in a folder of its name, whatever it holds', () => {
    expect(warn(['tools/runtime-status.ts', 'tools/dice.js', 'agents/a/tools/look.ts', 'skills/s/tools/sum.mts', 'agents/a/skills/s/tools/deep.tsx'])).toEqual([
      ['tools/runtime-status.ts', 'tools/runtime-status/index.ts'],
      ['tools/dice.js', 'tools/dice/index.js'],
      ['agents/a/tools/look.ts', 'agents/a/tools/look/index.ts'],
      ['skills/s/tools/sum.mts', 'skills/s/tools/sum/index.ts'],
      ['agents/a/skills/s/tools/deep.tsx', 'agents/a/skills/s/tools/deep/index.ts'],
    ]);
  });

  test('tool entries, supporting modules, declarations, non-code files and installed packages are left alone', () => {
    const files = ['tools/echo/index.ts', 'tools/echo/client.ts', 'tools/types.d.ts', 'tools/README.md', 'lib/util.ts', 'node_modules/x/tools/y.js'];
    expect(warn(files, { 'tools/echo/client.ts': 'export const a = 1;', 'lib/util.ts': 'export default 1;', 'node_modules/x/tools/y.js': TOOL })).toEqual([]);
  });

  test('a defineAgentTool default export elsewhere belongs in its owner\'s tool folder', () => {
    const texts = { 'lib/weather.ts': TOOL, 'agents/a/find.ts': TOOL, 'skills/s/scripts/fmt.js': TOOL, 'agents/a/skills/s/x.ts': TOOL, 'tools/weather/main.ts': TOOL, 'tools/group/ping/index.ts': TOOL };
    expect(warn(Object.keys(texts).sort(), texts)).toEqual([
      ['agents/a/find.ts', 'agents/a/tools/find/index.ts'],
      ['agents/a/skills/s/x.ts', 'agents/a/skills/s/tools/x/index.ts'],
      ['lib/weather.ts', 'tools/weather/index.ts'],
      ['skills/s/scripts/fmt.js', 'skills/s/tools/fmt/index.js'],
      ['tools/group/ping/index.ts', 'tools/ping/index.ts'],
      ['tools/weather/main.ts', 'tools/weather/index.ts'],
    ]);
  });

  test('the wording names the file\'s place, the rule and where it belongs', () => {
    const [flat] = undiscoveredTools(['tools/runtime-status.ts'], () => undefined);
    expect(flat).toEqual({ severity: 'warning', code: 'undiscovered-tool', file: 'tools/runtime-status.ts', reason: 'looks like a tool entry but only tools/<name>/index.ts is discovered: move it to tools/runtime-status/index.ts' });
  });

  test('a flat file beside the tool folder of its name is to become a supporting module, not a second entry', () => {
    const [d] = undiscoveredTools(['tools/echo.ts', 'tools/echo/index.ts'], () => undefined);
    expect(d!.reason).toMatch(/tools\/echo\/index\.ts already is the tool of that name: move this file into tools\/echo\/ as a supporting module/);
  });

  test('a name that is not a valid tool name is said so', () => {
    const [d] = undiscoveredTools(['tools/Weather_Now.ts'], () => undefined);
    expect(d!.reason).toMatch(/move it to tools\/Weather_Now\/index\.ts, and give it a valid name \("Weather_Now" does not match/);
  });

  test('a tool module: a defineAgentTool call and a default export, in any of the usual spellings', () => {
    expect(looksLikeToolModule(TOOL)).toBe(true);
    expect(looksLikeToolModule('const t = defineAgentTool<{ a: string }>({});\nexport { t as default };')).toBe(true);
    expect(looksLikeToolModule("module.exports = defineAgentTool({})")).toBe(true);
    expect(looksLikeToolModule("export const t = defineAgentTool({});")).toBe(false);
    expect(looksLikeToolModule("import type { defineAgentTool } from 'x';\nexport default 1;")).toBe(false);
  });
});
