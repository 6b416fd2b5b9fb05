import { describe, test, expect } from 'vitest';
import { runRegistryBench } from './run.js';
import { benchTree } from './workload.js';
import { pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';

describe('registry bench', () => {
  test('the workload has plugins × perPlugin tools over four owner kinds per plugin', () => {
    const sources = pluginSourcesOf(benchTree(3, 8));
    expect(sources).toHaveLength(4);
    expect(sources[1]!.files.filter((f) => f.endsWith('index.ts'))).toHaveLength(8);
  });
  test('a small run commits every tool and reports timings', async () => {
    const r = await runRegistryBench(50, 5, 8);
    expect(r.tools).toBe(40);
    // Per plugin: [p], [p, helper], [p, search], [p, helper, review].
    expect(r.owners).toBe(20);
    expect(r.medianMs).toBeGreaterThan(0);
    expect(r.p99Ms).toBeGreaterThanOrEqual(r.medianMs);
  });
});
