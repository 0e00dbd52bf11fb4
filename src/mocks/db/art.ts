import { mediaUrl } from './media';
import type { Random } from './prng';

/**
 * Images of the demo backend, drawn as SVG so nothing is fetched from the internet and screenshots stay
 * deterministic. All are served by the media route, as a real backend's CDN serves them: an image inlined as a
 * data: URI is built by the browser inside the task that renders it (about 2 ms for each SVG, a dozen on the
 * wallet), which a real icon URL is not.
 */

const ASSET_ICON_DIR = 'asset-icons';
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A round coin icon's URL: the brand colour with the ticker on it, drawn when requested (`assetIconOf`). */
export function assetIcon(symbol: string, color: string, ink = '#ffffff'): string {
  const label = symbol.length > 4 ? symbol.slice(0, 4) : symbol;
  if (!HEX_COLOUR.test(color) || !HEX_COLOUR.test(ink)) throw new Error(`Not a #rrggbb colour: ${color}, ${ink}`);
  return mediaUrl(`${ASSET_ICON_DIR}/${encodeURIComponent(label)}/${color.slice(1)}/${ink.slice(1)}.svg`);
}

/** The coin icon a media key names (see `assetIcon`), or undefined when the key is not an icon's. */
export function assetIconOf(key: string): string | undefined {
  const match = new RegExp(`^${ASSET_ICON_DIR}/([^/]{1,16})/([0-9a-f]{6})/([0-9a-f]{6})\\.svg$`, 'i').exec(key);
  if (!match) return undefined;
  const [, label = '', color = '', ink = ''] = match;
  const size = label.length <= 2 ? 26 : label.length === 3 ? 20 : 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#${color}"/>` +
    `<circle cx="32" cy="32" r="27" fill="none" stroke="#${ink}" stroke-opacity=".25" stroke-width="2"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#${ink}">${escapeXml(label)}</text></svg>`
  );
}

const PALETTES = [
  ['#6a35ee', '#f79009', '#12b76a'],
  ['#1570ef', '#fda29b', '#fef0c7'],
  ['#0d0e13', '#7a52fb', '#6ce9a6'],
  ['#b42318', '#fec84b', '#fffaeb'],
  ['#027a48', '#84caff', '#f3f1ff'],
  ['#25115c', '#f04438', '#fdb022'],
] as const;

/** Generative art for an NFT: a gradient sky with a few shapes, different for every seed. */
export function nftArt(random: Random, title: string): string {
  const [a, b, c] = random.pick(PALETTES);
  const shapes = Array.from({ length: random.int(4, 9) }, () => {
    const x = random.int(20, 492);
    const y = random.int(20, 492);
    const r = random.int(18, 120);
    const opacity = (random.int(30, 85) / 100).toFixed(2);
    return random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${random.chance(0.5) ? b : c}" fill-opacity="${opacity}"/>`
      : `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" rx="${random.int(0, 24)}" transform="rotate(${random.int(0, 90)} ${x} ${y})" fill="${random.chance(0.5) ? c : b}" fill-opacity="${opacity}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="512" height="512" fill="url(#g)"/>${shapes}<title>${escapeXml(title)}</title></svg>`
  );
}

/** A profile picture: initials on a coloured disc. */
export function avatarArt(initials: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="64" fill="${color}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="48" fill="#ffffff">${escapeXml(initials)}</text></svg>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
