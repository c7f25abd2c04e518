import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { MenuChevron } from './MenuChevron.tsx';

type Props = {
  /** The heading, and the dialog's accessible name. */
  title: string;
  /** The way one level up; none on the first page. */
  back: { label: string; onClick: () => void } | null;
  closeLabel: string;
  onClose: () => void;
  /** From useFocusTrap(onClose): keeps keyboard focus inside while the panel is open. */
  trap: { ref: RefObject<HTMLDivElement | null>; onKeyDown: (event: KeyboardEvent) => void };
  /** Where the panel stands and how large it is. */
  className: string;
  'data-testid': string;
  'data-layout'?: string;
  children: ReactNode;
};

/** A panel over the player (settings, episodes) with a back button, its title and a close button. */
export function OverlayPanel({
  title,
  back,
  closeLabel,
  onClose,
  trap,
  className,
  children,
  ...data
}: Props) {
  return (
    <div
      ref={trap.ref}
      tabIndex={-1}
      onKeyDown={trap.onKeyDown}
      role="dialog"
      aria-label={title}
      {...data}
      // Clicks on the panel must not reach the picture, which would pause or go fullscreen.
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      className={`absolute z-30 overflow-y-auto bg-surface/95 p-3 shadow-2xl backdrop-blur ${className}`}
    >
      <div className="mb-2 flex items-center gap-2 px-1">
        {back ? (
          <button
            type="button"
            aria-label={back.label}
            onClick={back.onClick}
            className="rounded-full px-2 py-1 hover:bg-white/10"
          >
            <MenuChevron back />
          </button>
        ) : null}
        <h2 className="flex-1 font-semibold">{title}</h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className="rounded-full px-2 py-1 hover:bg-white/10"
        >
          ✕
        </button>
      </div>
      {children}
    </div>
  );
}
