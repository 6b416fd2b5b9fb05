// Files that look like tool entries but that discovery never reads: only `index.ts`/`index.js` in one of
// the four tool locations is a tool entry (tools/<n>/, agents/<a>/tools/<n>/, skills/<s>/tools/<n>/,
// agents/<a>/skills/<s>/tools/<n>/). A flat tools/<n>.ts, or a defineAgentTool(…) default export kept
// anywhere else, is silently not a tool: each gets a warning naming where it belongs. Read as text only:
// no plugin code runs here.
import { classify } from '../../reference-impl/registry/discover.js';
import { segmentProblem } from '../../reference-impl/registry/names.js';
import type { InspectDiagnostic } from './report.js';

const CODE = /\.(c|m)?(t|j)sx?$/;
const DECLARATION = /\.d\.(c|m)?ts$/;
const TYPESCRIPT = /\.(c|m)?tsx?$/;

/** The folder of a tool location a file sits in directly, e.g. `agents/a/tools` for `agents/a/tools/x.ts`. */
function toolLocationDir(parts: readonly string[]): string | undefined {
  const dir = parts.slice(0, -1);
  const is = (...shape: (string | null)[]) => dir.length === shape.length && shape.every((s, i) => s === null || s === dir[i]);
  if (is('tools') || is('agents', null, 'tools') || is('skills', null, 'tools') || is('agents', null, 'skills', null, 'tools')) return dir.join('/');
  return undefined;
}

/** The tool folder of the owner a stray file sits under: an agent's skill's, an agent's or skill's, or the plugin's. */
function ownerToolsDir(parts: readonly string[]): string {
  if (parts[0] === 'agents' && parts[2] === 'skills' && parts.length >= 5) return `agents/${parts[1]}/skills/${parts[3]}/tools`;
  if ((parts[0] === 'agents' || parts[0] === 'skills') && parts.length >= 3) return `${parts[0]}/${parts[1]}/tools`;
  return 'tools';
}

/** The tool's name: its tool folder's (`…/tools/<n>/main.ts`), its folder's for an index file, else the file's own. */
function toolName(parts: readonly string[]): string {
  if (parts.length >= 3 && parts[parts.length - 3] === 'tools') return parts[parts.length - 2]!;
  const stem = parts[parts.length - 1]!.replace(CODE, '');
  return stem === 'index' && parts.length > 1 ? parts[parts.length - 2]! : stem;
}

const DEFINE_CALL = /\bdefineAgentTool\s*(<[^]*?>\s*)?\(/;
const DEFAULT_EXPORT = /\bexport\s+default\b|\bas\s+default\b|\bmodule\.exports\s*=|\bexports\.default\s*=/;

/** A module that calls defineAgentTool(…) and has a default export: most likely a tool definition. */
export function looksLikeToolModule(text: string): boolean {
  return DEFINE_CALL.test(text) && DEFAULT_EXPORT.test(text);
}

const entryFile = (file: string) => (TYPESCRIPT.test(file) ? 'index.ts' : 'index.js');

function renameNote(parts: readonly string[]): string {
  const bad = segmentProblem(toolName(parts));
  return bad === undefined ? '' : `, and give it a valid name (${bad})`;
}

export function undiscoveredTools(files: readonly string[], readText: (file: string) => string | undefined): InspectDiagnostic[] {
  const discovered = new Set(classify(files).tools.map((t) => t.file));
  const out: InspectDiagnostic[] = [];
  for (const file of files) {
    const parts = file.split('/');
    // Installed packages are not the plugin's own files.
    if (discovered.has(file) || parts.includes('node_modules') || !CODE.test(file) || DECLARATION.test(file)) continue;
    const flatIn = toolLocationDir(parts);
    if (flatIn !== undefined) {
      const to = `${flatIn}/${toolName(parts)}/${entryFile(file)}`;
      const only = `only ${flatIn}/<name>/${entryFile(file)} is discovered`;
      const reason = discovered.has(to)
        ? `looks like a tool entry but ${only}, and ${to} already is the tool of that name: move this file into ${flatIn}/${toolName(parts)}/ as a supporting module`
        : `looks like a tool entry but ${only}: move it to ${to}${renameNote(parts)}`;
      out.push({ severity: 'warning', code: 'undiscovered-tool', file, reason });
      continue;
    }
    const text = readText(file);
    if (text === undefined || !looksLikeToolModule(text)) continue;
    const to = `${ownerToolsDir(parts)}/${toolName(parts)}/${entryFile(file)}`;
    out.push({ severity: 'warning', code: 'undiscovered-tool', file, reason: `default-exports a defineAgentTool(…) tool but is not a tool entry (only index.ts or index.js in a tool location is discovered): move it to ${to}${renameNote(parts)}${discovered.has(to) ? ` (${to} already exists: give one of them another name)` : ''}` });
  }
  return out;
}
