// The languages `capkit init` writes a host skeleton in, and how each is started once written.
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';

export const INIT_LANGUAGES = ['python', 'typescript', 'go', 'rust'] as const;
export type InitLanguage = (typeof INIT_LANGUAGES)[number];

export interface SkeletonStart {
  /** What to install once, in the skeleton's folder, before the first build (from the npm registry). */
  install?: string;
  /** A build step to run first in the skeleton's folder, if the language needs one. */
  build?: string;
  /** The command that starts the host, relative to the skeleton's folder. */
  command: string;
}

const STARTS: Record<InitLanguage, SkeletonStart> = {
  python: { command: 'python3 host.py' },
  // Node 20 runs no .ts file by itself (type stripping is Node 22.6+): compiled by tsconfig.json into build/.
  typescript: { install: 'npm i -D typescript@5 @types/node@20', build: 'npx tsc', command: 'node build/host.js' },
  go: { build: 'go build -o my-host .', command: './my-host' },
  rust: { build: 'cargo build --release', command: './target/release/my-host' },
};

export function isInitLanguage(name: string): name is InitLanguage {
  return (INIT_LANGUAGES as readonly string[]).includes(name);
}

export function skeletonStart(language: InitLanguage): SkeletonStart {
  return STARTS[language];
}

/** The folder whose files are copied, as they are, into the user's folder. */
export function templateDir(language: InitLanguage): string {
  return join(kitRoot, 'cli', 'init', 'templates', language);
}
