// --host <module> | --host-cmd "<command>" → a HostSpec. Without either, CAPKIT_HOST (the JSON HostSpec
// spec/protocol.md §8 tells host authors to set) names the host; without that, the built-in reference.
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { hostSpecFromEnv, HostSpecError } from '../host/connect.js';
import type { HostSpec } from '../host/connection.js';
import { kitRoot, referenceHostCompiled } from '../spec/paths.js';
import { terminalSafe } from './ui/terminal-text.js';
import { UsageError } from './usage-error.js';

export interface HostArgs {
  host?: string;
  'host-cmd'?: string;
  /** Says nothing about where the host came from. */
  quiet?: boolean;
}

/** Where the host under test was named. */
export type HostSource = 'option' | 'CAPKIT_HOST' | 'reference';

export function hostSourceOf(args: HostArgs, env: NodeJS.ProcessEnv = process.env): HostSource {
  if (args.host !== undefined || args['host-cmd'] !== undefined) return 'option';
  return env.CAPKIT_HOST !== undefined && env.CAPKIT_HOST.trim() !== '' ? 'CAPKIT_HOST' : 'reference';
}

function moduleSpec(given: string, option: string, cwd: string): HostSpec {
  const path = isAbsolute(given) ? given : resolve(cwd, given);
  if (!existsSync(path)) throw new UsageError(`${option} ${given}: no such module (${path})`);
  return { kind: 'module', path };
}

function specFromEnv(env: NodeJS.ProcessEnv, cwd: string): HostSpec {
  let spec: HostSpec;
  try {
    spec = hostSpecFromEnv({ CAPKIT_HOST: env.CAPKIT_HOST }).spec;
  } catch (error) {
    if (error instanceof HostSpecError) throw new UsageError(`${error.message} (or unset CAPKIT_HOST and give --host/--host-cmd)`);
    throw error;
  }
  if (spec.kind === 'module') return moduleSpec(spec.path, 'CAPKIT_HOST.path', cwd);
  return { kind: 'command', command: spec.command, cwd: spec.cwd === undefined ? cwd : resolve(cwd, spec.cwd) };
}

export function hostSpecFromArgs(args: HostArgs, cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): HostSpec {
  if (args.host && args['host-cmd']) throw new UsageError('give either --host <module> or --host-cmd "<command>", not both');
  if (args['host-cmd'] !== undefined) {
    if (args['host-cmd'].trim() === '') throw new UsageError('--host-cmd needs a command, e.g. --host-cmd "python3 host.py"');
    return { kind: 'command', command: args['host-cmd'], cwd };
  }
  if (args.host !== undefined) return moduleSpec(args.host, '--host', cwd);
  if (hostSourceOf(args, env) === 'CAPKIT_HOST') {
    const spec = specFromEnv(env, cwd);
    // Never a silent switch of host: the person reading the output learns which host is tested.
    if (!args.quiet) process.stderr.write(`capkit: testing the host named by CAPKIT_HOST: ${terminalSafe(describeHostArgs(spec))} (unset CAPKIT_HOST to test the reference)\n`);
    return spec;
  }
  return { kind: 'module', path: referenceHostCompiled };
}

/** How a host is named to a person (and in replay commands). */
export function describeHostArgs(spec: HostSpec): string {
  if (spec.kind === 'command') return `--host-cmd ${JSON.stringify(spec.command)}`;
  return spec.path === referenceHostCompiled ? '' : `--host ${JSON.stringify(spec.path)}`;
}

/**
 * A module host served by `capkit host --module` in a child process: the stdio client can then time it
 * out, kill and restart it, even when it blocks synchronously (an in-process host that loops hangs the kit).
 */
export function isolatedSpec(spec: HostSpec): HostSpec {
  if (spec.kind !== 'module') return spec;
  const bin = join(kitRoot, 'bin', 'capkit.js');
  return { kind: 'command', command: [process.execPath, bin, 'host', '--module', spec.path].map(shellQuote).join(' ') };
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
