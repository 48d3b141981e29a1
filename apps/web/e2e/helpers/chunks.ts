import { readFileSync } from 'node:fs';

// The build names its chunks by their content's hash alone (vite.config.ts); its manifest says
// which is which, by the name of the module each was made from ("standard-report-page") or "main".
const MANIFEST = new URL('../../dist/.vite/manifest.json', import.meta.url);
let manifest: Record<string, { file: string; name?: string }> | null = null;

/** The served paths ("/assets/….js") of the build's chunks named `name`. */
export function chunkPaths(name: string): string[] {
  manifest ??= JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string; name?: string }>;
  const paths = Object.values(manifest)
    .filter((chunk) => chunk.name === name && chunk.file.endsWith('.js'))
    .map((chunk) => `/${chunk.file}`);
  if (paths.length === 0) throw new Error(`The web build has no chunk named ${name}`);
  return paths;
}

/** For page.route: whether a request is for a chunk named `name`. */
export function chunkRequest(name: string): (url: URL) => boolean {
  const paths = new Set(chunkPaths(name));
  return (url) => paths.has(url.pathname);
}
