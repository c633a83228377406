import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from './server/html/csp-nonce';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.PORT ?? 3000);

/**
 * The client's version and build; `dist/build-info.json` lets the server report the same pair. `npm run build` sets
 * BUILD_ID once for both of its bundles: two clocks a minute apart made a server-drawn page differ from its hydration.
 */
const buildInfo = {
  version: (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version,
  build: process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12),
};

/**
 * The modules the entry imports statically, directly or through others: what every first page loads, whatever it shows.
 * Known once the module graph is built (`buildEnd`), before chunks are formed.
 */
function firstLoadModules(): { plugin: Plugin; has(id: string): boolean } {
  const eager = new Set<string>();
  return {
    has: (id) => eager.has(id),
    plugin: {
      name: 'first-load-modules',
      apply: 'build',
      buildEnd() {
        const waiting = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
          if (eager.has(id)) continue;
          eager.add(id);
          waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}

/**
 * What every first page needs, as one chunk: the modules the entry imports statically, ours and the libraries'. The
 * rest (the editor, block schemas, anything under a `lazy/` folder, which eager code never imports statically:
 * architecture.config.js checks that in lint) stays with the lazily loaded code that uses it. A library's index counts
 * with all it re-exports, so of those the parts any code uses ship here (React Query's infinite query, used by the
 * editor's history lists, among them).
 */
const appChunk = (firstLoad: { has(id: string): boolean }) => (id: string) => firstLoad.has(id);

/**
 * The catalogue blocks' code is one chunk: each catalogue block then names one file, not a dozen hashed ones, in the
 * preload lists that travel in the first download.
 */
const CATALOGUE_CHUNK = /blocks[\\/](?:shared[\\/]lazy[\\/]catalogue|(?:session|speaker|attendee|company)-catalogue[\\/]lazy)[\\/]/;

/**
 * The catalogue's search client, tiles, avatars, formats and favorite buttons, which the event blocks (agenda, happening now, featured
 * speakers, sponsors) use too: a chunk of their own, so those blocks do not fetch the whole catalogue with them.
 */
const CATALOGUE_PARTS =
  /blocks[\\/]shared[\\/]lazy[\\/]catalogue[\\/](?:cards[\\/]|format[\\/]|favorites[\\/]|display-context|catalogue\.css)|src[\\/]api[\\/]lazy[\\/]catalogue\.ts/;

function buildInfoFile(): Plugin {
  return {
    name: 'build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify(buildInfo)}\n` });
    },
  };
}

/** A block's lazily loaded code, as `blocks/{name}/lazy/…` modules imported with import() by `blocks/{name}/index.tsx`. */
const BLOCK_LAZY_MODULE = /[\\/]blocks[\\/]([^\\/]+)[\\/]lazy[\\/]/;

/**
 * `block-assets.json`: for each block type whose code is loaded lazily, the scripts and stylesheets it needs beyond the
 * first download. The server names those of the blocks a drawn page shows first in its head, so that they arrive with
 * the page instead of after the app has started (server/rendering/block-assets.ts).
 */
function blockAssetsFile(): Plugin {
  return {
    name: 'block-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      /** `from` and every chunk it imports, but those in `known`. */
      const closure = (from: readonly string[], known: ReadonlySet<string> = new Set()) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName) || known.has(fileName)) return;
          seen.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        from.forEach(visit);
        return seen;
      };
      const firstLoad = closure([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const needs = (start: Rolldown.OutputChunk) => {
        const seen = closure([start.fileName], firstLoad);
        const files = [...seen].flatMap((fileName) => {
          const chunk = chunks.get(fileName);
          return chunk ? [chunk] : [];
        });
        return { js: files.map((chunk) => chunk.fileName), css: files.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]) };
      };
      const assets: Record<string, { js: string[]; css: string[] }> = {};
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          const block = BLOCK_LAZY_MODULE.exec(id)?.[1];
          const importers = this.getModuleInfo(id)?.dynamicImporters ?? [];
          if (block && importers.some((importer) => importer.endsWith(`${block}/index.tsx`))) assets[block] = needs(chunk);
        }
      }
      this.emitFile({ type: 'asset', fileName: 'block-assets.json', source: `${JSON.stringify(assets)}\n` });
    },
  };
}

/**
 * Brotli and gzip copies of every script and stylesheet, made once at build time at the best ratio: the server sends
 * them as they are (`preCompressed`) instead of compressing each download again on its request thread.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    // Once the files are written: before that, Vite's own plugins are still rewriting the chunks' code.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName));
      await Promise.all(
        files.map(async ({ fileName }) => {
          // Small files too: a file without its copies costs the server a failed look for each on every request.
          const source = await readFile(path.join(dir, fileName));
          const brotli = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } });
          await Promise.all([writeFile(path.join(dir, `${fileName}.br`), brotli), writeFile(path.join(dir, `${fileName}.gz`), gzipSync(source, { level: 9 }))]);
        }),
      );
    },
  };
}

/** The page renderer the server runs (src/entry-server.tsx), built beside the client: `dist` → `dist-ssr`. */
const clientOutDir = process.env.DIST_DIR || 'dist';

export default defineConfig(({ command, isSsrBuild }) => {
  const firstLoad = firstLoadModules();
  return {
    plugins: isSsrBuild ? [react()] : [react(), firstLoad.plugin, buildInfoFile(), blockAssetsFile(), precompressedAssets()],
    // The server puts a fresh nonce in place of the placeholder in every page it serves (its Content Security Policy).
    html: command === 'build' ? { cspNonce: CSP_NONCE_PLACEHOLDER } : {},
    resolve: {
      // React Router's package exports always name its development build, dev warnings included; builds take the
      // production build it ships beside it (remix-run/react-router#12532).
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) }] : [],
    },
    define: {
      __APP_VERSION__: JSON.stringify(buildInfo.version),
      __APP_BUILD__: JSON.stringify(buildInfo.build),
    },
    build: isSsrBuild ? { outDir: `${clientOutDir}-ssr`, sourcemap: false, emptyOutDir: true, copyPublicDir: false } : {
      // DIST_DIR lets several builds (and their e2e servers) live side by side on one machine.
      outDir: clientOutDir,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      // The polyfill was a script of its own in the first load. Browsers without modulepreload (Safari < 17, Firefox < 115)
      // still load every module, only without preloading it.
      // Lazy chunks name only their stylesheets for the loader: listing every JavaScript file each import() may preload
      // put a map of ~150 file names (2 kB gzip) into the first download. A lazy chunk's own imports are found by the
      // browser when it parses the chunk; the server-rendered page (issue 19) is where its blocks get preloaded.
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
      rolldownOptions: {
        output: {
          // The entry takes in the whole first download (the group below): it is the app.
          entryFileNames: 'assets/app-[hash].js',
          // Every lazy chunk's stylesheets are named in the first download for the loader (modulePreload above): their
          // hashes alone name them, ~0.5 kB gzip less than with the chunk's name in front.
          assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash].css' : 'assets/[name]-[hash][extname]'),
          // One chunk for everything an attendee's first page needs. Without this, rolldown moves the code the lazily
          // loaded editor overlay shares with the app into a second startup chunk, which compresses ~3 kB worse.
          advancedChunks: {
            groups: [
              { name: 'app', test: appChunk(firstLoad) },
              { name: 'catalogue-parts', test: CATALOGUE_PARTS },
              { name: 'catalogue', test: CATALOGUE_CHUNK },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      // The local provider signs in through this origin too (`npm run dev` sets the server's PUBLIC_URL to it).
      proxy: { '/api': `http://127.0.0.1:${serverPort}`, '/dev-idp': `http://127.0.0.1:${serverPort}` },
    },
  };
});
