import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../shared/hooks/useFocusTrap.ts';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal that keeps focus inside, closes on Escape and hands focus back when it closes. */
export function AccountDialog({ title, onClose, children }: Props) {
  const titleId = useId();
  const { ref: panel, onKeyDown } = useFocusTrap<HTMLDivElement>(onClose);

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/70 p-4 backdrop-blur-sm sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl bg-surface p-5 shadow-2xl ring-1 ring-white/10 sm:p-6"
      >
        <h2 id={titleId} className="mb-4 text-lg font-bold text-text">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
