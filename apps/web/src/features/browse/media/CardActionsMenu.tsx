import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref, type To } from 'react-router';

const ITEM =
  'block w-full rounded-md px-3 py-2 text-start text-sm text-text hover:bg-white/10 focus:bg-white/10 focus:outline-none';

export interface CardActionsMenuProps {
  title: string;
  /** Where the details window of the card's title opens: this page with `?details=`. */
  details: { to: To; state: unknown };
  /** Copies a text and says so on the card. */
  onCopy: (text: string) => void;
}

/**
 * The card's "…" menu: More Info opens the details window, Copy Link copies the address of this
 * page with that window open (the link the window's own share gives), Close closes the menu. Arrow
 * keys move between the items; Escape or Tab closes it.
 */
export function CardActionsMenu({ title, details, onCopy }: CardActionsMenuProps) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const href = useHref(details.to);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (at + 1) % list.length;
    else if (event.key === 'ArrowUp') next = (at - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  }

  return (
    <div className="absolute bottom-0 end-0">
      <button
        ref={trigger}
        type="button"
        aria-label={t('media.actions', { title })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex h-8 w-8 items-center justify-center rounded-full text-text-dim transition hover:bg-white/10 hover:text-text"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <circle cx="4" cy="10" r="1.7" />
          <circle cx="10" cy="10" r="1.7" />
          <circle cx="16" cy="10" r="1.7" />
        </svg>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('media.actions', { title })}
          onKeyDown={onMenuKeyDown}
          className="absolute bottom-full end-0 z-20 mb-1 w-40 rounded-lg bg-surface-raised p-1 shadow-xl ring-1 ring-white/10"
        >
          <Link
            role="menuitem"
            to={details.to}
            state={details.state}
            onClick={() => setOpen(false)}
            className={ITEM}
          >
            {t('media.moreInfo')}
          </Link>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              onCopy(new URL(href, window.location.href).href);
              close(true);
            }}
            className={ITEM}
          >
            {t('media.copyLink')}
          </button>
          <button type="button" role="menuitem" onClick={() => close(true)} className={ITEM}>
            {t('media.close')}
          </button>
        </div>
      )}
    </div>
  );
}
