/** One choice of a settings menu where exactly one is picked (audio track, speed). */
export function MenuChoice({
  label,
  hint,
  checked,
  onSelect,
  testId,
}: {
  label: string;
  hint?: string | undefined;
  checked: boolean;
  onSelect: () => void;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      data-testid={testId}
      onClick={onSelect}
      className={`flex w-full items-center justify-between gap-3 rounded-lg px-3 py-3 text-start hover:bg-white/10 ${checked ? 'bg-accent/20 font-semibold' : ''}`}
    >
      <span className="flex flex-col">
        <span>{label}</span>
        {hint ? <span className="text-xs font-normal text-text-dim">{hint}</span> : null}
      </span>
      {checked ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 shrink-0 fill-none stroke-current"
          strokeWidth="2.5"
        >
          <path d="M5 12l5 5 9-10" />
        </svg>
      ) : null}
    </button>
  );
}
