// The catalogue of variant hosts: each takes another choice the spec leaves open (another discover
// ranking, other framework tool descriptions, other message texts, other error codes where the spec says
// "e.g.", a SHOULD not followed). The suites must pass every variant on every MUST; a variant may fail
// only the SHOULD requirements it departs from. A variant that fails anything else is a false red.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { permitsVariants } from './permits/list.js';
import { accessVariants } from './access/list.js';
import { registryVariants } from './registry/list.js';
import { turnsVariants } from './turns/list.js';
import { catalogVariants } from './catalog/list.js';
import { protocolVariants } from './protocol/list.js';
import type { Variant } from './variant.js';

export type { Variant } from './variant.js';
export { variantEntry } from './variant.js';

export const variants: readonly Variant[] = [
  ...permitsVariants,
  ...accessVariants,
  ...registryVariants,
  ...turnsVariants,
  ...catalogVariants,
  ...protocolVariants,
];

/** Absolute path of a variant's module: the TypeScript source under vitest, the compiled .js from the built CLI. */
export function variantModulePath(variant: Variant): string {
  const fromSources = import.meta.url.endsWith('.ts');
  const compiled = join(kitRoot, 'dist', variant.file.replace(/\.ts$/, '.js'));
  return fromSources || !existsSync(compiled) ? join(kitRoot, variant.file) : compiled;
}
