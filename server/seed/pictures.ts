import sharp from 'sharp';
import { MOTIF_DRAWINGS, motifFor } from './picture-motifs';
import { between, hsl, seededRandom, type Random } from './seeded-drawing';

/**
 * Demo pictures drawn from SVG with sharp, without downloads: a product photo (a studio backdrop,
 * a table, a soft shadow and an object chosen by the post's title or category), an avatar and a
 * profile cover. Everything follows from the seed, so the demo looks the same on every machine.
 */

export type PictureFormat = 'jpeg' | 'webp';

export type ProductPictureRequest = {
  seed: string | number;
  category: string;
  title: string;
  width?: number;
  height?: number;
  format?: PictureFormat;
};

export type AvatarRequest = { seed: string | number; initials: string; size?: number; format?: PictureFormat };
export type CoverRequest = { seed: string | number; width?: number; height?: number; format?: PictureFormat };

/** The drawing's own coordinates; the output size scales it (cropping to keep proportions). */
const VIEW = { width: 1200, height: 900 } as const;
const JPEG_QUALITY = 84;

/** The picture's colours: a backdrop hue and an object hue set well apart from it. */
type Palette = { backdrop: number; object: number; accent: number };

function paletteFor(random: Random): Palette {
  const backdrop = between(random, 0, 360);
  const object = backdrop + between(random, 120, 240);
  return { backdrop, object, accent: object + between(random, 25, 60) };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function shorten(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= length ? clean : `${clean.slice(0, length - 1).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// The scene around the object

function gradientDefinitions(palette: Palette): string {
  const { backdrop, object, accent } = palette;
  return `
    <radialGradient id="bg" cx=".3" cy=".2" r="1">
      <stop offset="0" stop-color="${hsl(backdrop, 60, 95)}"/><stop offset="1" stop-color="${hsl(backdrop + 25, 45, 70)}"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(backdrop + 10, 30, 78)}"/><stop offset="1" stop-color="${hsl(backdrop + 10, 30, 62)}"/>
    </linearGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#000" stop-opacity=".42"/><stop offset=".6" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="m" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(object, 62, 62)}"/><stop offset="1" stop-color="${hsl(object, 58, 38)}"/>
    </linearGradient>
    <linearGradient id="md" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(object, 50, 40)}"/><stop offset="1" stop-color="${hsl(object, 50, 24)}"/>
    </linearGradient>
    <linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(accent, 80, 66)}"/><stop offset="1" stop-color="${hsl(accent, 70, 46)}"/>
    </linearGradient>
    <linearGradient id="gl" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff2b3"/><stop offset=".45" stop-color="#e0b040"/><stop offset="1" stop-color="#9c6f12"/>
    </linearGradient>
    <linearGradient id="steel" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e7ebf1"/><stop offset=".5" stop-color="#9aa3b2"/><stop offset="1" stop-color="#5b6473"/>
    </linearGradient>`;
}

/** Soft out-of-focus circles on the backdrop, like a studio with lights behind. */
function bokeh(random: Random, hue: number, count: number, area: { width: number; height: number }): string {
  return Array.from({ length: count }, () => {
    const x = between(random, 0, area.width).toFixed(0);
    const y = between(random, 0, area.height).toFixed(0);
    const radius = between(random, 20, 90).toFixed(0);
    const opacity = between(random, 0.08, 0.25).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${hsl(hue + between(random, -30, 30), 70, 92)}" opacity="${opacity}"/>`;
  }).join('');
}

function captionLabel(title: string, category: string, hue: number): string {
  const caption = escapeXml(shorten(title, 34));
  const tag = escapeXml(shorten(category, 28).toUpperCase());
  const width = Math.max(260, Math.min(760, 60 + Math.max(caption.length * 21, tag.length * 12)));
  return `
    <g transform="translate(48 ${VIEW.height - 150})">
      <rect width="${width}" height="104" rx="22" fill="#fff" opacity=".86"/>
      <rect x="22" y="20" width="10" height="64" rx="5" fill="${hsl(hue, 65, 48)}"/>
      <text x="48" y="46" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="700" letter-spacing="2" fill="${hsl(hue, 45, 40)}">${tag}</text>
      <text x="48" y="80" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="700" fill="#1f2430">${caption}</text>
    </g>`;
}

function productScene(request: ProductPictureRequest): string {
  const random = seededRandom(request.seed);
  const palette = paletteFor(random);
  const motif = motifFor(request.title, request.category);
  const horizon = Math.round(between(random, 560, 640));
  const scale = between(random, 1.0, 1.14).toFixed(3);
  const offsetX = Math.round(between(random, -90, 90));
  const tilt = between(random, -5, 5).toFixed(1);
  const objectY = horizon + 80;
  return `
    <defs>${gradientDefinitions(palette)}</defs>
    <rect width="${VIEW.width}" height="${VIEW.height}" fill="url(#bg)"/>
    ${bokeh(random, palette.backdrop, 9, { width: VIEW.width, height: horizon })}
    <rect y="${horizon}" width="${VIEW.width}" height="${VIEW.height - horizon}" fill="url(#floor)"/>
    <rect y="${horizon}" width="${VIEW.width}" height="6" fill="#fff" opacity=".35"/>
    <ellipse cx="${600 + offsetX}" cy="${objectY - 4}" rx="${Math.round(330 * Number(scale))}" ry="46" fill="url(#shadow)"/>
    <g transform="translate(${600 + offsetX} ${objectY - Math.round(220 * Number(scale))}) scale(${scale}) rotate(${tilt})">
      ${MOTIF_DRAWINGS[motif](random)}
    </g>
    ${captionLabel(request.title, request.category, palette.object)}`;
}

// ---------------------------------------------------------------------------------------------
// Rendering

function svgDocument(body: string, viewBox: { width: number; height: number }, size: { width: number; height: number }): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${viewBox.width} ${viewBox.height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`,
  );
}

async function render(svg: Buffer, format: PictureFormat): Promise<Buffer> {
  const image = sharp(svg).flatten({ background: '#ffffff' });
  return format === 'webp' ? image.webp({ quality: 82, effort: 1 }).toBuffer() : image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** A studio-style product photo for a demo post (1200 × 900 unless asked otherwise). */
export async function drawProductPicture(request: ProductPictureRequest): Promise<Buffer> {
  const size = { width: request.width ?? VIEW.width, height: request.height ?? VIEW.height };
  return render(svgDocument(productScene(request), VIEW, size), request.format ?? 'jpeg');
}

/** A round-looking avatar: a gradient disc with the person's initials (square, 400 px unless asked). */
export async function drawAvatar(request: AvatarRequest): Promise<Buffer> {
  const random = seededRandom(request.seed);
  const hue = between(random, 0, 360);
  const size = request.size ?? 400;
  const initials = escapeXml(request.initials.trim().slice(0, 2).toUpperCase());
  const body = `
    <defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 62)}"/><stop offset="1" stop-color="${hsl(hue + 40, 65, 38)}"/>
    </linearGradient></defs>
    <rect width="400" height="400" fill="url(#av)"/>
    <circle cx="${between(random, 60, 340).toFixed(0)}" cy="${between(random, 40, 140).toFixed(0)}" r="150" fill="#fff" opacity=".12"/>
    <circle cx="${between(random, 60, 340).toFixed(0)}" cy="${between(random, 280, 380).toFixed(0)}" r="120" fill="#000" opacity=".08"/>
    <text x="200" y="252" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text>`;
  return render(svgDocument(body, { width: 400, height: 400 }, { width: size, height: size }), request.format ?? 'jpeg');
}

/** A profile cover: soft layered waves over a gradient (1500 × 500 unless asked). */
export async function drawCover(request: CoverRequest): Promise<Buffer> {
  const random = seededRandom(request.seed);
  const hue = between(random, 0, 360);
  const size = { width: request.width ?? 1500, height: request.height ?? 500 };
  const waves = [0, 1, 2, 3]
    .map((layer) => {
      const base = 220 + layer * 70;
      const points = [0, 1, 2, 3].map(() => Math.round(base + between(random, -70, 70)));
      const [a = base, b = base, c = base, d = base] = points;
      return `<path d="M0 ${a} C375 ${b - 80} 750 ${c + 80} 1125 ${c} S1500 ${d - 40} 1500 ${d} L1500 500 L0 500 Z" fill="${hsl(hue + layer * 14, 50, 76 - layer * 9)}" opacity="${(0.55 + layer * 0.12).toFixed(2)}"/>`;
    })
    .join('');
  const body = `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue - 20, 60, 88)}"/><stop offset="1" stop-color="${hsl(hue + 30, 55, 70)}"/>
    </linearGradient></defs>
    <rect width="1500" height="500" fill="url(#sky)"/>
    ${bokeh(random, hue, 12, { width: 1500, height: 300 })}
    ${waves}`;
  return render(svgDocument(body, { width: 1500, height: 500 }, size), request.format ?? 'jpeg');
}
