import { Link } from 'react-router';

/** One way to connect on the start page; the whole card is the link. */
export function ChoiceCard({
  to,
  badge,
  title,
  text,
  action,
}: {
  to: string;
  badge: string;
  title: string;
  text: string;
  action: string;
}) {
  return (
    <Link
      to={to}
      className="flex h-full flex-col gap-3 rounded-2xl border border-white/10 bg-surface p-6 transition-colors hover:border-accent hover:bg-surface-raised"
    >
      <span className="self-start rounded-full bg-accent/20 px-3 py-1 text-xs font-semibold text-accent-text">
        {badge}
      </span>
      <span className="text-xl font-semibold text-text">{title}</span>
      <span className="flex-1 text-sm text-text-dim">{text}</span>
      <span className="font-medium text-accent-text">{action}</span>
    </Link>
  );
}
