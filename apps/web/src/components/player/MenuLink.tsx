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
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 fill-none stroke-current rtl:-scale-x-100"
          strokeWidth="2"
        >
          <path d="M9 5l7 7-7 7" />
        </svg>
      </span>
    </button>
  );
}
