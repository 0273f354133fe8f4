import sharp from 'sharp';
import { COVER_PIXELS } from '../../src/domain/catalog';
import { between, createRng, hashSeed, pick, type Rng } from './audio/prng';

/** Generated cover art: an SVG of gradients and shapes from a seeded palette, rendered by sharp. */

type CoverType = 'png' | 'jpg';

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)}, ${Math.round(s)}%, ${Math.round(l)}%)`;

interface Palette {
  background: [string, string];
  colours: string[];
}

function paletteOf(rng: Rng): Palette {
  const hue = rng() * 360;
  const spread = pick(rng, [30, 150, 180, 210]);
  const colours = [0, 1, 2, 3].map((i) =>
    hsl(hue + spread * (i % 2) + i * 12, 55 + rng() * 35, 40 + rng() * 35),
  );
  return {
    background: [
      hsl(hue, 50 + rng() * 30, 12 + rng() * 18),
      hsl(hue + spread, 45 + rng() * 30, 30 + rng() * 25),
    ],
    colours,
  };
}

function sunAndHorizon(rng: Rng, { colours }: Palette): string {
  const cy = between(rng, 220, 330);
  const r = between(rng, 110, 180);
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<rect x="0" y="${cy + 10 + i * 14 + i * i}" width="600" height="${4 + i}" fill="url(#bg)"/>`,
  );
  const hills = `<path d="M0 ${cy + 120} Q 150 ${cy + 40 + rng() * 60} 300 ${cy + 110} T 600 ${cy + 90} V600 H0 Z" fill="${colours[2]}" opacity="0.85"/>`;
  return `<circle cx="300" cy="${cy}" r="${r}" fill="url(#accent)"/>${stripes.join('')}${hills}`;
}

function orbits(rng: Rng, { colours }: Palette): string {
  const cx = between(rng, 180, 420);
  const cy = between(rng, 180, 420);
  const rings = Array.from({ length: between(rng, 5, 9) }, (_, i) => {
    const width = 4 + rng() * 18;
    return `<circle cx="${cx}" cy="${cy}" r="${40 + i * 38}" fill="none" stroke="${colours[i % colours.length]}" stroke-width="${width.toFixed(1)}" opacity="${(0.4 + rng() * 0.6).toFixed(2)}"/>`;
  });
  return `${rings.join('')}<circle cx="${cx}" cy="${cy}" r="${between(rng, 20, 45)}" fill="url(#accent)"/>`;
}

function mosaic(rng: Rng, { colours }: Palette): string {
  const size = pick(rng, [60, 75, 100, 120]);
  const cells: string[] = [];
  for (let y = 0; y < COVER_PIXELS; y += size) {
    for (let x = 0; x < COVER_PIXELS; x += size) {
      if (rng() < 0.35) continue;
      const colour = pick(rng, colours);
      const shape = rng();
      if (shape < 0.4)
        cells.push(
          `<rect x="${x + 4}" y="${y + 4}" width="${size - 8}" height="${size - 8}" fill="${colour}" opacity="0.85"/>`,
        );
      else if (shape < 0.75)
        cells.push(
          `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 2 - 6}" fill="${colour}"/>`,
        );
      else
        cells.push(
          `<path d="M${x} ${y + size} L${x + size} ${y + size} L${x + (rng() < 0.5 ? 0 : size)} ${y} Z" fill="${colour}"/>`,
        );
    }
  }
  return cells.join('');
}

function waves(rng: Rng, { colours }: Palette): string {
  return Array.from({ length: between(rng, 5, 8) }, (_, i) => {
    const y = 120 + i * 60 + rng() * 20;
    const amp = 20 + rng() * 50;
    const d = `M0 ${y} C 150 ${y - amp} 300 ${y + amp} 450 ${y - amp / 2} S 600 ${y + amp / 3} 600 ${y} V600 H0 Z`;
    return `<path d="${d}" fill="${colours[i % colours.length]}" opacity="${(0.35 + rng() * 0.4).toFixed(2)}"/>`;
  }).join('');
}

function peaks(rng: Rng, { colours }: Palette): string {
  const ranges = Array.from({ length: 3 }, (_, layer) => {
    const base = 380 + layer * 70;
    let d = `M0 ${base}`;
    for (let x = 0; x <= COVER_PIXELS; x += between(rng, 60, 120))
      d += ` L${x} ${base - rng() * (180 - layer * 40)}`;
    return `<path d="${d} L600 ${base} V600 H0 Z" fill="${colours[layer + 1]}" opacity="${0.7 + layer * 0.1}"/>`;
  });
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(rng() * 600).toFixed(0)}" cy="${(rng() * 260).toFixed(0)}" r="${(0.8 + rng() * 2).toFixed(1)}" fill="white" opacity="${(0.3 + rng() * 0.7).toFixed(2)}"/>`,
  );
  return `${stars.join('')}<circle cx="${between(rng, 100, 500)}" cy="${between(rng, 80, 180)}" r="${between(rng, 30, 60)}" fill="url(#accent)"/>${ranges.join('')}`;
}

const layouts = [sunAndHorizon, orbits, mosaic, waves, peaks];

/** The SVG of a cover: a background gradient, one of the layouts and a soft vignette. */
function coverSvg(seedText: string): string {
  const rng = createRng(hashSeed(seedText));
  const palette = paletteOf(rng);
  const layout = layouts[hashSeed(`layout:${seedText}`) % layouts.length]!;
  const angle = between(rng, 0, 359);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_PIXELS}" height="${COVER_PIXELS}" viewBox="0 0 600 600">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>
<radialGradient id="accent"><stop offset="0" stop-color="${palette.colours[0]}"/><stop offset="1" stop-color="${palette.colours[1]}"/></radialGradient>
<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="black" stop-opacity="0"/><stop offset="1" stop-color="black" stop-opacity="0.45"/></radialGradient>
</defs>
<rect width="600" height="600" fill="url(#bg)"/>${layout(rng, palette)}<rect width="600" height="600" fill="url(#vignette)"/>
</svg>`;
}

/** A 600×600 cover image (png or jpg) for an album or a single, distinct for each seed text. */
export async function renderCover(seedText: string, type: CoverType): Promise<Buffer> {
  const image = sharp(Buffer.from(coverSvg(seedText)), { density: 72 }).resize(COVER_PIXELS, COVER_PIXELS);
  return type === 'png'
    ? image.png({ compressionLevel: 6 }).toBuffer()
    : image.jpeg({ quality: 86 }).toBuffer();
}
