import { MenuChevron } from './MenuChevron.tsx';

/** A line of a settings menu that opens a sub-menu, with the current choice on its right. */
export function MenuLink({
  label,
  value,
  onClick,
}: {
  label: string;
  value: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-3 text-start hover:bg-white/10"
    >
      <span className="font-medium">{label}</span>
      <span className="flex items-center gap-1 text-sm text-text-dim">
        {value}
        <MenuChevron />
      </span>
    </button>
  );
}
