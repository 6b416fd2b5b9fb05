import { describe, test, expect } from 'vitest';
import { render as renderInColour } from './render.js';
import type { InspectReport } from './report.js';

// Colours are on where the environment asks for them (CI=true does): the assertions read the plain text.
const render = (...args: Parameters<typeof renderInColour>): string => renderInColour(...args).replace(/\u001b\[[0-9;]*m/g, '');

// Outside text with controls that would set the window title, return the cursor, ring, or open a CSI.
const EVIL = 'x\u001b]0;pwned\u0007\r\n✔ fine\u009b2K';
const tool = { qualifiedName: EVIL, source: `tools/${EVIL}/index.ts`, flags: { hidden: false, requiresApproval: EVIL, platforms: [EVIL], scopes: [EVIL], permissions: [EVIL] } };
const report: InspectReport = {
  plugin: EVIL,
  tools: [tool],
  skills: [{ name: EVIL, qualifiedName: EVIL, source: EVIL, tools: [tool] }],
  agents: [{ name: EVIL, source: EVIL, auto: EVIL, tools: [tool], skills: [] }],
  diagnostics: [{ severity: 'warning', code: EVIL, file: EVIL, field: EVIL, reason: EVIL }],
};

describe('the terminal view of an inspect report', () => {
  test('no control character of a name, path, flag or reason reaches the terminal; each is shown escaped', () => {
    const text = render(report);
    for (const raw of ['\u0007', '\r', '\u009b', '\u001b]']) expect(text).not.toContain(raw);
    // The kit's own lines are the only ones: the plugin's "\n✔ fine" stays inside its line.
    expect(text).not.toMatch(/^✔ fine/m);
    expect(text).toContain('x\\x1b]0;pwned\\x07\\r\\n✔ fine\\x9b2K');
  });

  test('a reason that opens with its own file is not made to name it twice', () => {
    const text = render({ ...report, plugin: 'p', tools: [], skills: [], agents: [], diagnostics: [{ severity: 'error', code: 'invalid-name', file: 'tools/A/index.ts', reason: 'tools/A/index.ts: invalid tool name' }] });
    expect(text).toMatch(/error\[invalid-name\] tools\/A\/index\.ts: invalid tool name/);
    expect(text).toMatch(/this plugin's candidate generation would not commit/);
  });

  test('errors about how the code behaved when loaded fail the plugin without claiming its generation would not commit', () => {
    const text = render({ ...report, plugin: 'p', tools: [], skills: [], agents: [], diagnostics: [{ severity: 'error', code: 'prints-at-load', file: 'tools/a/index.ts', reason: 'printed "x" on stdout' }] });
    expect(text).toMatch(/✘ 1 error\(s\), 0 warning\(s\)$/);
  });
});
