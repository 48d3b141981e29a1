// Build step: the server and its workspace packages (@sightline/analyzer, db, shared, whose package
// entries are TypeScript) in one JavaScript module, dist/server.js, which `npm start` and the e2e
// suite run with plain Node. Through tsx, every module the server loads (thousands, mostly
// dependencies) went through its loader hooks, which run on a thread of their own: a start cost
// about 9 CPU seconds before the first line of the server ran.
// Dependencies stay outside the bundle, each loaded from the path it resolves to from the file that
// imports it. Each source file's import.meta.url is rewritten to its own file's address, so what it
// finds beside itself (the migrations, the web build, the Lighthouse thread's entry) is found as when
// it runs from source.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');
const workspaceScope = /^@sightline\//;

/** Resolves bare imports where they stand: workspace packages are bundled, the rest stay imports. */
const dependenciesOutside = {
  name: 'dependencies-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || workspaceScope.test(args.path) || args.path.startsWith('node:')) return undefined;
      const resolved = await builder.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      // Node builtins without the node: prefix resolve to themselves.
      if (!resolved.path.startsWith('/')) return { path: args.path, external: true };
      const fromBundle = relative(outdir, resolved.path);
      return { path: fromBundle.startsWith('.') ? fromBundle : `./${fromBundle}`, external: true };
    });
  },
};

/** import.meta.url of each source file: its own address, relative to the bundle's. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const own = `new URL(${JSON.stringify(relative(outdir, args.path))}, import.meta.url).href`;
      const loader = /\.tsx?$|\.mts$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : 'js';
      return { contents: source.replaceAll('import.meta.url', own), loader };
    });
  },
};

await build({
  entryPoints: [join(here, 'src/server.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [dependenciesOutside, ownImportMetaUrl],
});
