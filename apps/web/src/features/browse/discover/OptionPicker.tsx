import { useId } from 'react';
import { splitOptions, type DiscoverOption } from './option-split.ts';
import { useWindowWidth } from './hooks/useWindowWidth.ts';

export interface OptionPickerProps {
  options: DiscoverOption[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Names the pill row, e.g. "Genres". */
  groupLabel: string;
  /** Names the dropdown, e.g. "More genres"; also its empty choice while a pill is selected. */
  dropdownLabel: string;
}

const pillClass = 'rounded-full px-4 py-1.5 text-sm font-medium transition';

/** The first options as toggle pills when the window is wide, the rest in a dropdown. */
export function OptionPicker({
  options,
  selectedId,
  onSelect,
  groupLabel,
  dropdownLabel,
}: OptionPickerProps) {
  const selectId = useId();
  const { pills, dropdown } = splitOptions(options, useWindowWidth());
  const selectedInDropdown = dropdown.some((option) => option.id === selectedId);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      {pills.length > 0 && (
        <div role="group" aria-label={groupLabel} className="flex flex-wrap gap-2">
          {pills.map((option) => {
            const pressed = option.id === selectedId;
            return (
              <button
                key={option.id}
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(option.id)}
                className={`${pillClass} ${
                  pressed
                    ? 'bg-accent text-white hover:bg-accent-strong'
                    : 'bg-surface-raised text-text hover:bg-white/15'
                }`}
              >
                {option.name}
              </button>
            );
          })}
        </div>
      )}
      {dropdown.length > 0 && (
        <>
          <label htmlFor={selectId} className="sr-only">
            {dropdownLabel}
          </label>
          <select
            id={selectId}
            value={selectedInDropdown ? selectedId : ''}
            onChange={(event) => {
              if (event.target.value !== '') onSelect(event.target.value);
            }}
            className={`${pillClass} border border-white/15 bg-surface text-text ${
              selectedInDropdown ? 'border-accent' : ''
            }`}
          >
            {!selectedInDropdown && <option value="">{dropdownLabel}</option>}
            {dropdown.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
}
