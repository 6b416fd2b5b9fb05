// A plugin folder held in memory: the file paths of a wire PluginTree, walked by discovery (discover.ts)
// exactly as a folder on disk is walked.
import type { WalkFs } from './discover.js';

/** The folder at `root` holding `paths` (posix, relative, checked by checkPluginTree: no file is also a folder). */
export function memoryFolder(paths: readonly string[], root: string): WalkFs {
  // Every folder by its full path, with its entries: name → whether it is a folder.
  const folders = new Map<string, Map<string, boolean>>([[root, new Map()]]);
  for (const path of paths) {
    const segments = path.split('/');
    let dir = root;
    segments.forEach((name, i) => {
      const isFolder = i < segments.length - 1;
      folders.get(dir)!.set(name, isFolder);
      dir = `${dir}/${name}`;
      if (isFolder && !folders.has(dir)) folders.set(dir, new Map());
    });
  }
  return {
    readdirSync: (path) => [...folders.get(path)!].map(([name, isFolder]) => ({ name, isDirectory: () => isFolder, isFile: () => !isFolder })),
  };
}
