// --host <module> | --host-cmd "<command>" → a HostSpec; the default is the built-in reference host.
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { HostSpec } from '../host/connection.js';
import { kitRoot, referenceHostCompiled } from '../spec/paths.js';
import { UsageError } from './usage-error.js';

export interface HostArgs {
  host?: string;
  'host-cmd'?: string;
}

export function hostSpecFromArgs(args: HostArgs, cwd: string = process.cwd()): HostSpec {
  if (args.host && args['host-cmd']) throw new UsageError('give either --host <module> or --host-cmd "<command>", not both');
  if (args['host-cmd'] !== undefined) {
    if (args['host-cmd'].trim() === '') throw new UsageError('--host-cmd needs a command, e.g. --host-cmd "python3 host.py"');
    return { kind: 'command', command: args['host-cmd'], cwd };
  }
  if (args.host !== undefined) {
    const path = isAbsolute(args.host) ? args.host : resolve(cwd, args.host);
    if (!existsSync(path)) throw new UsageError(`--host ${args.host}: no such module (${path})`);
    return { kind: 'module', path };
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
