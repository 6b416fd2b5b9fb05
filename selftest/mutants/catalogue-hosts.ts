// The hosts of one catalogue run, as the catalogue's vitest runner (hosts-runner.ts) reads them.
import { runnerModulePath } from '../../cli/run/runner-module.js';

export interface CatalogueHost {
  /** Unique among the hosts of one run: it names the host's describe block. */
  name: string;
  /** Absolute path of the host module (an in-process host). */
  path: string;
  areas: readonly string[];
}

export const CATALOGUE_HOSTS_ENV = 'CAPKIT_CATALOGUE_HOSTS';
const BLOCK_PREFIX = 'capkit-host:';

export function hostBlockName(host: string): string {
  return `${BLOCK_PREFIX}${host}`;
}

/** The host a test belongs to and its name without the host's block, from a full test name. */
export function splitHostBlock(fullName: string): { host: string; name: string } | undefined {
  if (!fullName.startsWith(BLOCK_PREFIX)) return undefined;
  const end = fullName.indexOf(' > ');
  if (end < 0) return undefined;
  return { host: fullName.slice(BLOCK_PREFIX.length, end), name: fullName.slice(end + 3) };
}

/** `suites/<area>/…` → the area. */
export function suiteArea(filepath: string): string | undefined {
  return /(?:^|[\\/])suites[\\/]([^\\/]+)[\\/]/.exec(filepath)?.[1];
}

export function catalogueHostsFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogueHost[] {
  const raw = env[CATALOGUE_HOSTS_ENV];
  if (raw === undefined) throw new Error(`${CATALOGUE_HOSTS_ENV} is not set: the catalogue runner needs its hosts`);
  return JSON.parse(raw) as CatalogueHost[];
}

/** The catalogue's vitest runner (hosts-runner.ts), compiled or as source. */
export function hostsRunnerPath(): string {
  return runnerModulePath('./hosts-runner.js', import.meta.url);
}
