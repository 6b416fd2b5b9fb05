// CATALOG-028 with the JSON values a definition's input schema may hold: null (a `default`, an `enum`
// member), nested arrays and objects whose members are not written in name order, and text beyond ASCII.
// The digest stands for exactly the full answer, whatever its schemas hold; the kit computes it itself.
import { test } from 'vitest';
import { offersToolsDigest, toolsDigestMismatch, TOOLS_DIGEST_FEATURE } from '../../host/catalog-tools-digest.js';
import { skipUndeclaredFeature } from '../support/undeclared-feature.js';
import type { Step } from '../../host/protocol.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
import { AREA, QQ, failBy, runCatalog, toolsOf, valueOf, where } from './wire.js';

const host = useHostUnderTest();
const RULE = 'CATALOG-028';

const SCHEMA = {
  type: 'object',
  properties: {
    zone: { type: ['string', 'null'], default: null, enum: [null, 'nord', 'süd'] },
    tags: { type: 'array', items: { type: 'string' }, default: [] },
    box: { type: 'object', properties: { w: { type: 'number', minimum: 0 }, a: { const: null } } },
  },
  required: ['tags'],
};

test(req([RULE], 'the digest of a full answer whose schemas hold null, nested arrays, unordered members and non-ASCII text'), async (ctx) => {
  if (!host.claims(AREA)) ctx.skip(`host does not implement area ${AREA}`);
  if (!offersToolsDigest(host.hello)) skipUndeclaredFeature(ctx, TOOLS_DIGEST_FEATURE, 'the kit never sends the digest form to it');
  const tree = { name: 'p', files: { 'tools/zoned/index.ts': { tool: { description: 'Zonen wählen', inputSchema: SCHEMA } }, 'tools/plain/index.ts': { tool: { description: 'Plain' } } } };
  const steps: Step[] = [{ op: 'load', trees: [tree] }, { op: 'startTurn', session: 's1', message: QQ }, { op: 'loadTool', turn: 'turn-1', name: 'zoned' }];
  const pairs: number[] = [];
  for (const channel of ['generic', 'anthropic']) {
    pairs.push(steps.length);
    steps.push({ op: 'tools', turn: 'turn-1', channel }, { op: 'tools', turn: 'turn-1', channel, form: 'digest' });
  }
  const results = await runCatalog(host, {}, steps);
  for (const at of pairs) {
    const mismatch = toolsDigestMismatch({ tools: toolsOf(results, at, steps[at]!) }, valueOf(results, at + 1, steps[at + 1]!));
    if (mismatch !== undefined) failBy(RULE, `${where(at + 1, steps[at + 1]!)}: ${mismatch} (${where(at, steps[at]!)})`);
  }
});
