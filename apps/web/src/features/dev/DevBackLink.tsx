import { Link } from 'react-router';

/** The small "← label" link at the top of the developer pages; the arrow turns for right-to-left. */
export function DevBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="w-fit rounded-md text-sm text-text-dim hover:text-text">
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ←
      </span>{' '}
      {label}
    </Link>
  );
}
