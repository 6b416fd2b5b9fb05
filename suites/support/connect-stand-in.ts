// TEMPORARY stand-in for host/connect.ts (module hosts only); removed once connect.ts exists.
import type { ConnectOptions, HostConnection, HostSpec } from '../../host/connection.js';
import type { InProcessHost } from '../../host/protocol.js';
import { loadModule } from '../../host/load-module.js';

export function hostSpecFromEnv(env: NodeJS.ProcessEnv): { spec: HostSpec; options: ConnectOptions } {
  return { spec: JSON.parse(env.CAPKIT_HOST ?? '{}') as HostSpec, options: {} };
}

export async function connect(spec: HostSpec, _options: ConnectOptions): Promise<HostConnection> {
  if (spec.kind !== 'module') throw new Error('stand-in: module hosts only');
  const mod = (await loadModule(spec.path)) as { default: InProcessHost };
  const host = mod.default;
  const hello = await host.hello();
  return {
    hello,
    async run(testCase) {
      try {
        const answer = await host.run(structuredClone(testCase));
        if ('results' in answer) return { kind: 'ok', results: answer.results };
        if ('errored' in answer) return { kind: 'errored', message: answer.message };
        return { kind: 'skipped', reason: answer.reason };
      } catch (error) {
        return { kind: 'crash', message: String(error) };
      }
    },
    log: () => '',
    close: async () => {},
  };
}
