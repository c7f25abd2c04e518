export interface SettingsToggleProps {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting as a switch; the whole row's text names and describes it. */
export function SettingsToggle({ id, label, description, checked, onChange }: SettingsToggleProps) {
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-text">
          {label}
        </p>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-text-dim">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-accent' : 'bg-white/15 hover:bg-white/25'
        }`}
      >
        <span
          aria-hidden="true"
          className={`ms-1 inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5 rtl:-translate-x-5' : ''
          }`}
        />
      </button>
    </div>
  );
}
