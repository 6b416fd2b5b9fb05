// Loads an in-process host module from a path. Plain Node (the compiled CLI) cannot import TypeScript,
// so .ts/.mts/.cts modules go through vite's module runner; under vitest a plain import() handles them.
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPESCRIPT = /\.(c|m)?tsx?$/;

export async function loadModule(path: string, cwd: string = process.cwd()): Promise<unknown> {
  const absolute = isAbsolute(path) ? path : resolve(cwd, path);
  try {
    return await import(pathToFileURL(absolute).href);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (!TYPESCRIPT.test(absolute) || code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const { runnerImport } = await import('vite');
    const { module } = await runnerImport<unknown>(absolute, { configFile: false, logLevel: 'silent' });
    return module;
  }
}
