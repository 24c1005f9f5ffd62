import { createHash } from 'node:crypto';

const palettes: [string, string, string][] = [
  ['#ff9a5a', '#ffd28a', '#5b3a6b'],
  ['#1e3c72', '#6fa8dc', '#0f2340'],
  ['#f7797d', '#fbd786', '#6b2d4a'],
  ['#355c7d', '#c06c84', '#1f2d44'],
  ['#0f9b8e', '#a8e6cf', '#0b4f4a'],
  ['#e65c00', '#f9d423', '#5a2a05'],
  ['#4b6cb7', '#b4c8f0', '#182848'],
  ['#8e2de2', '#f0a6ca', '#3a1066'],
  ['#11998e', '#fce38a', '#0a4d47'],
  ['#c31432', '#f5af19', '#4a0a17'],
];

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** Splits a title into at most three lines of about `width` characters. */
export function wrapTitle(title: string, width = 22): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 3) return lines;
  return [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, width - 1)}…`];
}

/** Mountain ridge points across a 740-wide canvas, shaped by bytes of the name's hash. */
function ridge(bytes: Buffer, offset: number, base: number, amplitude: number): string {
  const points = ['0,500', `0,${base}`];
  const peaks = 5;
  for (let index = 0; index <= peaks; index += 1) {
    const x = Math.round((740 / peaks) * index);
    const lift = ((bytes[(offset + index) % bytes.length] ?? 0) / 255) * amplitude;
    points.push(`${x},${Math.round(base - lift)}`);
    if (index < peaks) points.push(`${Math.round(x + 740 / peaks / 2)},${Math.round(base - lift / 3 + 20)}`);
  }
  points.push('740,500');
  return points.join(' ');
}

/** A temple shikhara silhouette standing on the foreground at `x`. */
function temple(x: number, color: string): string {
  return `<g fill="${color}"><rect x="${x - 34}" y="420" width="68" height="40"/><polygon points="${x - 26},420 ${x},330 ${x + 26},420"/><rect x="${x - 2}" y="312" width="4" height="20"/><polygon points="${x + 2},312 ${x + 20},318 ${x + 2},324"/><rect x="${x - 10}" y="436" width="20" height="24" fill-opacity="0.4"/></g>`;
}

/** The 740×500 scene is cropped to the asked aspect (`slice`): a portrait shows only its middle columns. */
const SCENE_WIDTH = 740;
const CHAR_WIDTH = 25; // a bold 38 px character, about
const MARGIN = 40;

/** How many characters a title line may have so it stays inside the part of the scene an image of `size` shows. */
export function lineWidthFor(size: { width: number; height: number }): number {
  const visible = Math.min(SCENE_WIDTH, (500 * size.width) / size.height);
  return Math.min(22, Math.max(8, Math.floor((visible - MARGIN) / CHAR_WIDTH)));
}

/** An SVG card: a gradient sky chosen by the name's hash, a sun, ridges, sometimes a temple, and the title. */
export function buildArtwork(name: string, title: string, size: { width: number; height: number }): string {
  const bytes = createHash('sha1').update(name).digest();
  const [skyTop, skyBottom, ground] = palettes[(bytes[0] ?? 0) % palettes.length] as [string, string, string];
  const sunByte = bytes[1] ?? 0;
  const sunX = (sunByte % 2 === 0 ? 90 : 530) + (sunByte / 255) * 120;
  const lines = wrapTitle(title, lineWidthFor(size));
  const lineHeight = 46;
  const firstLineY = 215 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((line, index) => `<text x="370" y="${firstLineY + index * lineHeight}">${escapeXml(line)}</text>`)
    .join('');
  const showTemple = (bytes[2] ?? 0) % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 740 500" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="740" height="500" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="86" r="42" fill="#fff6d5" fill-opacity="0.75"/>
<polygon points="${ridge(bytes, 3, 330, 150)}" fill="${ground}" fill-opacity="0.45"/>
<polygon points="${ridge(bytes, 9, 400, 110)}" fill="${ground}" fill-opacity="0.7"/>
<polygon points="${ridge(bytes, 15, 460, 50)}" fill="${ground}"/>
${showTemple ? temple(140 + ((bytes[4] ?? 0) / 255) * 460, ground) : ''}
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" font-weight="bold" text-anchor="middle">
<g fill="#000000" fill-opacity="0.35" transform="translate(2 3)">${text}</g><g fill="#ffffff">${text}</g></g>
</svg>`;
}
