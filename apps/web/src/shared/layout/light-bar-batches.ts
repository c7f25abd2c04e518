import type { Particle } from './light-bar-variant.ts';

/** Opacity levels the particles are drawn at; few levels mean few fill calls per frame. */
export const OPACITY_LEVELS = 4;

export interface ParticleBatch {
  colour: string;
  opacity: number;
  particles: Particle[];
}

/**
 * Pure: particles grouped by colour and rounded opacity, so one frame fills a handful of paths
 * instead of one per particle (drawing one by one made every frame a long task on slow phones).
 */
export function particleBatches(particles: readonly Particle[]): ParticleBatch[] {
  const batches = new Map<string, ParticleBatch>();
  for (const p of particles) {
    const level = Math.max(1, Math.round(p.opacity * OPACITY_LEVELS));
    const key = `${p.colour}|${level}`;
    let batch = batches.get(key);
    if (!batch) {
      batch = { colour: p.colour, opacity: level / OPACITY_LEVELS, particles: [] };
      batches.set(key, batch);
    }
    batch.particles.push(p);
  }
  return [...batches.values()];
}
