import type { ReactNode } from 'react';

/**
 * The small box near the top of the picture that confirms a key press (volume, speed, subtitle
 * delay). Which one shows is the store's `transientOverlay`, so only one is ever on screen.
 */
export function OverlayBubble({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="pointer-events-none absolute top-[18%] left-1/2 z-20 flex -translate-x-1/2 items-center gap-3 rounded-xl bg-black/75 px-4 py-2.5 text-sm font-semibold text-white shadow-lg"
    >
      {children}
    </div>
  );
}
