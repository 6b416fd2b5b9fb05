// `capkit run` given several hosts (--host and --host-cmd, each repeatable, in that order) becomes a
// matrix run; cli/run/read-run-options.ts reads the rest of its options once, as for one host.
import type { HostSpec } from '../../host/connection.js';
import { hostSpecFromArgs } from '../host-option.js';

const listOf = (value: unknown): string[] => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);

/** Which of --host / --host-cmd came first, second, … on the command line (yargs keeps two lists). */
export function hostOptionOrder(rawArgs: readonly string[]): ('host' | 'host-cmd')[] {
  const order: ('host' | 'host-cmd')[] = [];
  for (const arg of rawArgs) {
    if (arg === '--') break;
    const m = /^--(host|host-cmd)(?:=|$)/.exec(arg);
    if (m) order.push(m[1] as 'host' | 'host-cmd');
  }
  return order;
}

/**
 * The hosts of a matrix run in the order the command line names them, or undefined when at most one
 * host is named (the ordinary run).
 */
export function matrixHostsOf(argv: Record<string, unknown>, rawArgs: readonly string[] = process.argv.slice(2), cwd: string = process.cwd()): HostSpec[] | undefined {
  const modules = listOf(argv.host).map((host) => hostSpecFromArgs({ host }, cwd));
  const commands = listOf(argv['host-cmd']).map((c) => hostSpecFromArgs({ 'host-cmd': c }, cwd));
  if (modules.length + commands.length < 2) return undefined;
  const order = hostOptionOrder(rawArgs);
  const counted = order.filter((o) => o === 'host').length === modules.length && order.length === modules.length + commands.length;
  if (!counted) return [...modules, ...commands];
  return order.map((kind) => (kind === 'host' ? modules.shift()! : commands.shift()!));
}
