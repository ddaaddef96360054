/**
 * Demo pictures drawn here as SVG (and rendered by sharp when seeding), so the demo ships its own
 * images and nothing is hot-linked. Each scene is a simple Portuguese landscape in the brand colours.
 */
export type SceneName =
  | 'lisbon-tram'
  | 'belem-tower'
  | 'sintra-palace'
  | 'tuk-tuk'
  | 'river-sunset'
  | 'porto-bridge'
  | 'azulejo'
  | 'fado-night';

type Palette = { skyTop: string; skyBottom: string; sun: string; far: string; near: string; accent: string };

const palettes: Record<SceneName, Palette> = {
  'lisbon-tram': {
    skyTop: '#7fb6e6',
    skyBottom: '#f6e3c3',
    sun: '#ffd27a',
    far: '#c7a27c',
    near: '#1f4e8c',
    accent: '#f2c230',
  },
  'belem-tower': {
    skyTop: '#5d9fd8',
    skyBottom: '#d8ecf7',
    sun: '#fff1b8',
    far: '#8fb8d8',
    near: '#1a3f73',
    accent: '#e8d9b5',
  },
  'sintra-palace': {
    skyTop: '#8cc0a8',
    skyBottom: '#eef3d9',
    sun: '#ffe6a3',
    far: '#5f8f5a',
    near: '#2f5d3a',
    accent: '#d9534f',
  },
  'tuk-tuk': {
    skyTop: '#f3a76b',
    skyBottom: '#fde7c7',
    sun: '#fff4d6',
    far: '#c98a5b',
    near: '#7a3b1d',
    accent: '#1f4e8c',
  },
  'river-sunset': {
    skyTop: '#e76f51',
    skyBottom: '#f4d35e',
    sun: '#fff3b0',
    far: '#b5523b',
    near: '#274c77',
    accent: '#f6bd60',
  },
  'porto-bridge': {
    skyTop: '#6d8fbf',
    skyBottom: '#e5d5c1',
    sun: '#ffe3a3',
    far: '#a3786b',
    near: '#3b2f4a',
    accent: '#c97b3d',
  },
  azulejo: {
    skyTop: '#1f4e8c',
    skyBottom: '#2f6db5',
    sun: '#ffffff',
    far: '#d7e6f5',
    near: '#0f2f5c',
    accent: '#ffffff',
  },
  'fado-night': {
    skyTop: '#0f1a3a',
    skyBottom: '#3b3f74',
    sun: '#f7f3d6',
    far: '#2a2d55',
    near: '#121433',
    accent: '#f2b33d',
  },
};

function hills(color: string, base: number, amp: number, seed: number): string {
  const points: string[] = [];
  for (let x = 0; x <= 1600; x += 100) {
    const y = base - amp * Math.abs(Math.sin((x + seed * 137) / 260)) - (amp / 3) * Math.sin((x + seed) / 90);
    points.push(`${x},${y.toFixed(1)}`);
  }
  return `<polygon fill="${color}" points="0,1200 ${points.join(' ')} 1600,1200"/>`;
}

function houses(color: string, accent: string, base: number, seed: number): string {
  let out = '';
  let x = 0;
  let i = seed;
  while (x < 1600) {
    const w = 70 + ((i * 37) % 60);
    const h = 90 + ((i * 53) % 140);
    out += `<rect x="${x}" y="${base - h}" width="${w}" height="${h + 400}" fill="${color}"/>`;
    out += `<polygon points="${x - 6},${base - h} ${x + w / 2},${base - h - 36} ${x + w + 6},${base - h}" fill="#b5523b"/>`;
    for (let wy = base - h + 24; wy < base - 20; wy += 42) {
      for (let wx = x + 14; wx < x + w - 20; wx += 30) {
        out += `<rect x="${wx}" y="${wy}" width="14" height="20" rx="3" fill="${accent}" opacity="0.85"/>`;
      }
    }
    x += w + 6;
    i += 1;
  }
  return out;
}

function landmark(scene: SceneName, p: Palette): string {
  switch (scene) {
    case 'lisbon-tram':
      return `<g transform="translate(520 760)"><rect width="560" height="220" rx="26" fill="${p.accent}"/><rect y="170" width="560" height="50" fill="#c9302c"/>${[
        0, 1, 2, 3, 4,
      ]
        .map((k) => `<rect x="${30 + k * 104}" y="40" width="80" height="90" rx="8" fill="#dff1ff"/>`)
        .join(
          '',
        )}<circle cx="120" cy="240" r="34" fill="#222"/><circle cx="440" cy="240" r="34" fill="#222"/><line x1="280" y1="0" x2="280" y2="-180" stroke="#333" stroke-width="6"/></g>`;
    case 'belem-tower':
      return `<g transform="translate(660 380)"><rect width="280" height="520" fill="${p.accent}"/><rect x="-40" y="300" width="360" height="220" fill="${p.accent}"/>${[
        0, 1, 2, 3, 4, 5, 6,
      ]
        .map((k) => `<rect x="${-40 + k * 52}" y="270" width="30" height="30" fill="${p.accent}"/>`)
        .join(
          '',
        )}<rect x="100" y="80" width="80" height="120" rx="40" fill="#3b4a5a"/><rect x="110" y="-60" width="60" height="60" fill="${p.accent}"/></g>`;
    case 'sintra-palace':
      return `<g transform="translate(560 330)"><rect width="200" height="300" fill="#e9c46a"/><rect x="200" y="60" width="260" height="240" fill="${p.accent}"/><circle cx="100" cy="0" r="80" fill="#e76f51"/><rect x="280" y="-40" width="90" height="100" fill="#2a9d8f"/><circle cx="325" cy="-50" r="45" fill="#2a9d8f"/></g>`;
    case 'tuk-tuk':
      return `<g transform="translate(560 700)"><path d="M0 200 L40 40 Q60 0 120 0 L420 0 Q480 0 480 60 L480 200 Z" fill="${p.accent}"/><rect x="150" y="30" width="140" height="90" rx="10" fill="#dff1ff"/><rect x="310" y="30" width="130" height="90" rx="10" fill="#dff1ff"/><circle cx="90" cy="220" r="46" fill="#222"/><circle cx="400" cy="220" r="46" fill="#222"/><rect x="-30" y="-30" width="540" height="36" rx="18" fill="#f2c230"/></g>`;
    case 'river-sunset':
      return `<g><rect y="820" width="1600" height="380" fill="${p.near}"/>${[0, 1, 2, 3, 4, 5]
        .map(
          (k) =>
            `<rect x="${380 + k * 20}" y="${860 + k * 40}" width="${840 - k * 40}" height="8" fill="${p.sun}" opacity="0.6"/>`,
        )
        .join(
          '',
        )}<path d="M200 800 L1400 800" stroke="#b5523b" stroke-width="14"/><rect x="420" y="520" width="30" height="290" fill="#b5523b"/><rect x="1150" y="520" width="30" height="290" fill="#b5523b"/><path d="M200 560 Q435 760 700 800 M1400 560 Q1165 760 900 800" stroke="#b5523b" stroke-width="6" fill="none"/></g>`;
    case 'porto-bridge':
      return `<g><rect y="860" width="1600" height="340" fill="#2b4f6e"/><path d="M260 860 Q800 300 1340 860" stroke="#3b2f4a" stroke-width="36" fill="none"/><rect x="200" y="600" width="1200" height="26" fill="#3b2f4a"/>${[
        0, 1, 2, 3, 4, 5, 6, 7,
      ]
        .map(
          (k) =>
            `<rect x="${360 + k * 115}" y="626" width="10" height="${100 + Math.abs(3.5 - k) * 40}" fill="#3b2f4a"/>`,
        )
        .join('')}</g>`;
    case 'azulejo':
      return Array.from({ length: 48 }, (_, k) => {
        const x = (k % 8) * 200;
        const y = Math.floor(k / 8) * 200;
        return `<g transform="translate(${x} ${y})"><rect width="196" height="196" fill="#f7f9fc"/><circle cx="98" cy="98" r="62" fill="none" stroke="#1f4e8c" stroke-width="14"/><path d="M98 10 L120 98 L98 186 L76 98 Z" fill="#1f4e8c"/><path d="M10 98 L98 76 L186 98 L98 120 Z" fill="#2f6db5"/><circle cx="98" cy="98" r="16" fill="#c97b3d"/></g>`;
      }).join('');
    case 'fado-night':
      return `<g><circle cx="1240" cy="200" r="80" fill="${p.sun}"/>${Array.from({ length: 40 }, (_, k) => `<circle cx="${(k * 397) % 1600}" cy="${(k * 131) % 500}" r="3" fill="#fff" opacity="0.8"/>`).join('')}<g transform="translate(700 620)"><ellipse cx="100" cy="260" rx="120" ry="150" fill="#8c5a2b"/><rect x="80" y="-80" width="40" height="240" fill="#5b3a1a"/><circle cx="100" cy="250" r="40" fill="#2a1a0a"/></g></g>`;
  }
}

/** A 1600×1200 (4:3) SVG picture of a scene. */
export function sceneSvg(scene: SceneName): string {
  const p = palettes[scene];
  const seed = scene.length;
  const background =
    scene === 'azulejo'
      ? ''
      : `<rect width="1600" height="1200" fill="url(#sky)"/><circle cx="1240" cy="260" r="110" fill="${p.sun}"/>${hills(p.far, 760, 120, seed)}${scene === 'river-sunset' || scene === 'porto-bridge' || scene === 'fado-night' ? '' : houses(p.near, p.accent, 980, seed)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>${background}${landmark(scene, p)}</svg>`;
}
