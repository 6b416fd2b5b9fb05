// `capkit host`: serves the reference host (or any in-process host module) over stdio, protocol 1.
import type { Argv } from 'yargs';
import { loadModule } from '../../host/load-module.js';
import type { InProcessHost } from '../../host/protocol.js';
import { serveStdio } from '../../host/serve-stdio.js';
import referenceHost from '../../reference-impl/host.js';
import { UsageError } from '../usage-error.js';

export function hostArgs(y: Argv) {
  return y
    .option('module', { type: 'string', describe: 'serve this in-process host module instead of the reference' })
    .option('areas', { type: 'string', describe: 'declare only these areas in hello (comma-separated): a host that implements part of the contract' });
}

type HostArgv = Awaited<ReturnType<ReturnType<typeof hostArgs>['parseAsync']>>;

export async function hostHandler(argv: HostArgv): Promise<number> {
  const host = argv.module ? await loadHost(argv.module) : referenceHost;
  await serveStdio(argv.areas === undefined ? host : declaringOnly(host, argv.areas.split(',').map((s) => s.trim())));
  return 0;
}

async function loadHost(path: string): Promise<InProcessHost> {
  let mod: { default?: Partial<InProcessHost> };
  try {
    mod = (await loadModule(path)) as { default?: Partial<InProcessHost> };
  } catch (error) {
    throw new UsageError(`--module ${path}: cannot load it (${(error as Error).message.split('\n')[0]})`);
  }
  const host = mod.default;
  if (!host || typeof host.hello !== 'function' || typeof host.run !== 'function') {
    throw new UsageError(`--module ${path}: its default export must have hello() and run(case)`);
  }
  return host as InProcessHost;
}

/** The same host, claiming fewer areas; serveStdio skips cases of the others, as for a partial host. */
function declaringOnly(host: InProcessHost, areas: string[]): InProcessHost {
  return {
    async hello() {
      const { features, ...hello } = (await host.hello()) as Awaited<ReturnType<InProcessHost['hello']>> & { features?: string[] };
      // An optional form belongs to its area (`catalog.tools.digest`): it goes where the area goes.
      const kept = (features ?? []).filter((f) => areas.includes(f.split('.')[0]!));
      return { ...hello, areas: hello.areas.filter((a) => areas.includes(a)), ...(kept.length > 0 ? { features: kept } : {}) };
    },
    run: (testCase) => host.run(testCase),
  };
}
