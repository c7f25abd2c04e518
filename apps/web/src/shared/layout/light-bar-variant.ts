/** The light bar carries 265 particles. */
export const LIGHT_BAR_PARTICLES = 265;

export type LightBarVariant =
  'default' | 'christmas' | 'halloween' | 'april20' | 'june9' | 'stars' | 'hearts';

/** Share of ordinary days that get one of the random variants instead of the default. */
export const RANDOM_VARIANT_CHANCE = 0.1;
const RANDOM_VARIANTS: LightBarVariant[] = ['stars', 'hearts'];

/** Seasonal variants by calendar date (local time), random ones otherwise. */
export function lightBarVariant(date: Date, random: number = Math.random()): LightBarVariant {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  if (month === 12 && day >= 24 && day <= 26) return 'christmas';
  if (month === 10 && day >= 29 && day <= 31) return 'halloween';
  if (month === 4 && day === 20) return 'april20';
  if (month === 6 && day === 9) return 'june9';
  if (random < RANDOM_VARIANT_CHANCE) {
    const index = Math.floor((random / RANDOM_VARIANT_CHANCE) * RANDOM_VARIANTS.length);
    return RANDOM_VARIANTS[Math.min(index, RANDOM_VARIANTS.length - 1)] ?? 'default';
  }
  return 'default';
}

export interface Particle {
  x: number;
  y: number;
  size: number;
  speedX: number;
  speedY: number;
  opacity: number;
  colour: string;
}

const PALETTES: Record<LightBarVariant, string[]> = {
  default: ['#c4b5fd', '#a78bfa', '#ffffff'],
  christmas: ['#ffffff', '#e0f2fe', '#fecaca'],
  halloween: ['#fb923c', '#f97316', '#a3e635'],
  april20: ['#4ade80', '#22c55e', '#bbf7d0'],
  june9: ['#f472b6', '#facc15', '#60a5fa', '#34d399'],
  stars: ['#fef9c3', '#ffffff', '#fde68a'],
  hearts: ['#fb7185', '#f9a8d4', '#ffffff'],
};

/** Pure: a particle placed and coloured from the given random source. */
export function createParticle(
  variant: LightBarVariant,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle {
  const palette = PALETTES[variant];
  const falling = variant === 'christmas';
  return {
    x: random() * width,
    y: random() * height,
    size: 0.6 + random() * (variant === 'default' ? 1.6 : 2.4),
    speedX: (random() - 0.5) * 0.3,
    speedY: falling ? 0.2 + random() * 0.4 : -(0.05 + random() * 0.25),
    opacity: 0.2 + random() * 0.7,
    colour: palette[Math.floor(random() * palette.length)] ?? '#ffffff',
  };
}

/** Pure: one animation step; particles leaving the area come back on the opposite edge. */
export function stepParticle(p: Particle, width: number, height: number): Particle {
  let x = p.x + p.speedX;
  let y = p.y + p.speedY;
  if (x < 0) x += width;
  if (x > width) x -= width;
  if (y < 0) y += height;
  if (y > height) y -= height;
  return { ...p, x, y };
}
