import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { transformWithOxc, type Manifest, type Plugin } from 'vite';

const workerSource = path.resolve(import.meta.dirname, '../src/service-worker/service-worker.ts');
const manifestFile = '.vite/manifest.json';

const iconSizes = [192, 512] as const;
const themeColor = '#0f6cbd';

/** The app icon: a sound wave on the brand colour, drawn without text so no font is needed. */
function iconSvg(size: number): string {
  const bars = [0.3, 0.55, 0.8, 0.55, 0.3];
  const width = 0.08;
  const gap = 0.04;
  const left = 0.5 - (bars.length * width + (bars.length - 1) * gap) / 2;
  const rects = bars
    .map((height, i) => {
      const x = (left + i * (width + gap)) * size;
      const y = ((1 - height) / 2) * size;
      return `<rect x="${x}" y="${y}" width="${width * size}" height="${height * size}" rx="${(width * size) / 2}" fill="#fff"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${themeColor}"/>${rects}</svg>`;
}

/** Every file a route may load: the entries, their chunks, styles and assets, as root-relative URLs. */
function buildFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.assets?.forEach((file) => files.add(file));
  }
  return [...files].sort().map((file) => `/${file}`);
}

function webManifest(): string {
  return JSON.stringify(
    {
      name: 'Cueline',
      short_name: 'Cueline',
      description: 'Music catalogue and licensing workspace',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: themeColor,
      icons: iconSizes.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    },
    null,
    2,
  );
}

/**
 * Makes the build installable and able to open offline: the web app manifest and its icons, and /sw.js
 * (src/service-worker/service-worker.ts) with the list of files to cache read from Vite's manifest and a
 * build id that changes whenever index.html or any of those files does.
 */
export function pwa(): Plugin {
  return {
    name: 'cueline:pwa',
    apply: 'build',
    generateBundle: {
      // After Vite has added its manifest to the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const manifestAsset = bundle[manifestFile];
        const indexAsset = bundle['index.html'];
        if (manifestAsset?.type !== 'asset' || indexAsset?.type !== 'asset')
          throw new Error('cueline:pwa needs build.manifest and index.html in the bundle');
        const manifestSource = String(manifestAsset.source);

        const icons = await Promise.all(
          iconSizes.map(async (size) => ({
            fileName: `icons/icon-${size}.png`,
            source: await sharp(Buffer.from(iconSvg(size)))
              .png()
              .toBuffer(),
          })),
        );
        for (const icon of icons) this.emitFile({ type: 'asset', ...icon });
        this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webManifest() });

        const precache = [
          ...buildFiles(JSON.parse(manifestSource) as Manifest),
          '/manifest.webmanifest',
          ...icons.map((icon) => `/${icon.fileName}`),
        ];
        const buildId = createHash('sha256')
          .update(manifestSource)
          .update(String(indexAsset.source))
          .digest('hex')
          .slice(0, 16);
        const compiled = await transformWithOxc(await fs.readFile(workerSource, 'utf8'), workerSource);
        const code = compiled.code
          .replace(/^export \{\};?\s*$/m, '')
          .replaceAll('__BUILD_ID__', JSON.stringify(buildId))
          .replaceAll('__PRECACHE__', JSON.stringify(precache));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
      },
    },
  };
}
