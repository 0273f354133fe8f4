import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './scripts/prerender-plugin';
import { pwa } from './scripts/pwa-plugin';

const apiPort = process.env.API_PORT ?? '3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; smaller files gain less than the header costs. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const minBytes = 1024;

/**
 * Writes a `.br` and a `.gz` beside every compressible file of the build, at the highest levels (paid
 * once, at build time); the server picks one by the request's Accept-Encoding (server/app.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cueline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter(
        (file) => compressible.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.readFile(full);
          if (source.length < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The chunk a module of the entry's static imports goes to: React's own, or the rest of the start. */
function initialChunk(id: string): string {
  return /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : 'start';
}

export default defineConfig({
  plugins: [react(), prerender(), pwa(), precompress()],
  // The manifest maps each source module to its chunk and imports (read by bench/route-bytes.mjs).
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically is on every page's first load anyway: kept in two
          // chunks (React apart, so neither passes the 500 KB warning) instead of ~50 small shared ones,
          // each compressed on its own. Lazy modules keep the default splitting.
          groups: [{ name: initialChunk, debugName: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/socket.io': { target: `http://localhost:${apiPort}`, ws: true },
    },
  },
});
