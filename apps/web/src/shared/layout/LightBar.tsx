import { useEffect, useMemo, useRef } from 'react';
import { prefersReducedMotion } from '../a11y/reduced-motion.ts';
import { usePreferencesStore } from '../stores/preferences.ts';
import { particleBatches } from './light-bar-batches.ts';
import {
  createParticle,
  LIGHT_BAR_PARTICLES,
  lightBarVariant,
  stepParticle,
  type LightBarVariant,
  type Particle,
} from './light-bar-variant.ts';

/** Frames per second of the particle drift; slow drift looks the same at half the work. */
const FRAME_INTERVAL_MS = 1000 / 30;

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], variant: LightBarVariant) {
  const { width, height } = ctx.canvas;
  const square = variant === 'hearts' || variant === 'stars' || variant === 'june9';
  ctx.clearRect(0, 0, width, height);
  for (const batch of particleBatches(particles)) {
    ctx.globalAlpha = batch.opacity;
    ctx.fillStyle = batch.colour;
    ctx.beginPath();
    for (const p of batch.particles) {
      if (square) {
        ctx.rect(p.x, p.y, p.size * 1.4, p.size * 1.4);
      } else {
        ctx.moveTo(p.x + p.size, p.y);
        ctx.arc(p.x, p.y, p.size, 0, Math.PI * 2);
      }
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** Runs `start` once the page has settled, so the animation never competes with the first load. */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(start, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * The glow behind the top bar with its particles. Still when the viewer prefers reduced motion;
 * left out entirely in low performance mode.
 */
export function LightBar() {
  const lowPerformance = usePreferencesStore((s) => s.enableLowPerformanceMode);
  const canvas = useRef<HTMLCanvasElement>(null);
  const variant = useMemo(() => lightBarVariant(new Date()), []);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    let particles: Particle[] = [];
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      // Steps stay per rendered frame, so the drift speed matches the 60 fps look at 30 fps.
      if (now - last < FRAME_INTERVAL_MS) return;
      const steps = last === 0 ? 1 : Math.min(4, Math.round((now - last) / (1000 / 60)));
      last = now;
      for (let i = 0; i < steps; i += 1) {
        particles = particles.map((p) => stepParticle(p, element.width, element.height));
      }
      draw(ctx, particles, variant);
    };
    // The size arrives from the layout the browser does anyway; reading offsetWidth here would
    // force a layout in the middle of the page's first render.
    const resize = (width: number, height: number) => {
      if (width === 0 || height === 0) return;
      const fresh = particles.length === 0;
      element.width = Math.round(width);
      element.height = Math.round(height);
      if (fresh) {
        particles = Array.from({ length: LIGHT_BAR_PARTICLES }, () =>
          createParticle(variant, element.width, element.height),
        );
      }
      draw(ctx, particles, variant);
    };
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(([entry]) => {
            if (entry) resize(entry.contentRect.width, entry.contentRect.height);
          })
        : null;
    if (observer) observer.observe(element);
    else resize(1200, 120);
    const cancelIdle = prefersReducedMotion()
      ? () => undefined
      : whenIdle(() => {
          frame = requestAnimationFrame(tick);
        });
    return () => {
      observer?.disconnect();
      cancelIdle();
      cancelAnimationFrame(frame);
    };
  }, [variant, lowPerformance]);

  if (lowPerformance) return null;
  return (
    <div
      aria-hidden="true"
      data-variant={variant}
      className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-40 overflow-hidden [mask-image:linear-gradient(to_bottom,black_40%,transparent)]"
    >
      <div className="absolute inset-x-0 top-0 mx-auto h-32 max-w-5xl rounded-b-full bg-accent/25 blur-3xl" />
      <canvas ref={canvas} className="absolute inset-0 h-full w-full opacity-60" />
      <div className="absolute inset-x-0 bottom-0 h-20 bg-gradient-to-b from-transparent to-background" />
      <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-accent to-transparent" />
    </div>
  );
}
