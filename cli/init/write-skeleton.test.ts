// capkit init's file writing: every template file copied as it is, nothing overwritten without --force.
import { describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INIT_LANGUAGES, templateDir } from './languages.js';
import { templateFiles, writeSkeleton } from './write-skeleton.js';
import { UsageError } from '../usage-error.js';

const tempDir = (): string => mkdtempSync(join(tmpdir(), 'capkit-init-'));

/** The files each skeleton must have: a host and the README beside it. */
const EXPECTED: Record<(typeof INIT_LANGUAGES)[number], string[]> = {
  python: ['README.md', 'host.py'],
  typescript: ['README.md', 'host.ts', 'tsconfig.json'],
  go: ['README.md', 'go.mod', 'main.go'],
  rust: ['Cargo.toml', 'README.md', 'src/json.rs', 'src/main.rs'],
};

describe('writeSkeleton', () => {
  test.each(INIT_LANGUAGES)('%s: writes the host and its README, byte for byte the template', (language) => {
    const dir = join(tempDir(), 'new-folder');
    const written = writeSkeleton({ language, dir, force: false });
    expect(written).toEqual(EXPECTED[language]);
    for (const file of written) expect(readFileSync(join(dir, file), 'utf8')).toBe(readFileSync(join(templateDir(language), file), 'utf8'));
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(readme).toContain('npx capkit run --host-cmd');
    expect(readme).toMatch(/## Add an area/);
    // It sends its author to the one guide, and says how a case keeps its state.
    expect(readme).toContain('node_modules/capkit/docs/hosts.md');
    expect(readme).toMatch(/## Hold a case/);
    expect(readme).not.toMatch(/protocol\.md` §5/);
  });

  test('the Python host can be started directly (executable mode)', () => {
    const dir = tempDir();
    writeSkeleton({ language: 'python', dir, force: false });
    expect(statSync(join(dir, 'host.py')).mode & 0o111).not.toBe(0);
  });

  test('an existing file is named in one line, and nothing at all is written', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'README.md'), 'my own readme\n');
    let error: unknown;
    try {
      writeSkeleton({ language: 'python', dir, force: false, cwd: dir });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UsageError);
    const message = (error as Error).message;
    expect(message).toBe('init: README.md already exists; use --force to overwrite it, or --dir <folder> to write elsewhere');
    expect(existsSync(join(dir, 'host.py'))).toBe(false);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe('my own readme\n');
  });

  test('--force overwrites what is there', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'host.py'), 'print("old")\n');
    writeSkeleton({ language: 'python', dir, force: true });
    expect(readFileSync(join(dir, 'host.py'), 'utf8')).toContain('IMPLEMENTATION = {');
  });

  test('templateFiles lists nested files with forward slashes', () => {
    expect(templateFiles(templateDir('rust'))).toContain('src/main.rs');
  });

  test('the Go and Rust sources are whole programs (checked for real where the toolchain exists: skeleton-hosts.test.ts)', () => {
    const go = readFileSync(join(templateDir('go'), 'main.go'), 'utf8');
    expect(go).toMatch(/^package main$/m);
    expect(go).toMatch(/^func main\(\) \{$/m);
    expect(readFileSync(join(templateDir('go'), 'go.mod'), 'utf8')).toMatch(/^module my-host$/m);
    const cargo = readFileSync(join(templateDir('rust'), 'Cargo.toml'), 'utf8');
    expect(cargo).toMatch(/^\[package\]\nname = "my-host"$/m);
    expect(cargo).toMatch(/^\[dependencies\]\n*$/m);
    const main = readFileSync(join(templateDir('rust'), 'src', 'main.rs'), 'utf8');
    expect(main).toMatch(/^mod json;$/m);
    expect(main).toMatch(/^fn main\(\) \{$/m);
  });
});
