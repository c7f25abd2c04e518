import { createElement, type ComponentPropsWithoutRef } from 'react';

type CardElement = 'div' | 'section' | 'li' | 'form' | 'aside' | 'p';

export type CardProps<T extends CardElement> = {
  /** The element the card is, so a list entry stays a list entry and a form a form. */
  as?: T;
  /** `compact` for cards in lists and grids; `roomy` for a page's main panel. */
  size?: 'compact' | 'roomy';
} & ComponentPropsWithoutRef<T>;

const sizes = {
  compact: 'rounded-xl p-5',
  roomy: 'rounded-2xl p-6',
};

/** A bordered panel on the page's background. */
export function Card<T extends CardElement = 'div'>({
  as,
  size = 'roomy',
  className,
  ...props
}: CardProps<T>) {
  return createElement(as ?? 'div', {
    ...props,
    className: ['border border-white/10 bg-surface', sizes[size], className]
      .filter(Boolean)
      .join(' '),
  });
}
