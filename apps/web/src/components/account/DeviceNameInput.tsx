import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_NAME_MAX, type DeviceNameProblem } from './device-name-rules.ts';

export interface DeviceNameInputProps {
  value: string;
  onChange: (value: string) => void;
  problem: DeviceNameProblem | null;
  autoFocus?: boolean;
}

export function DeviceNameInput({ value, onChange, problem, autoFocus }: DeviceNameInputProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {t('device.label')}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('device.placeholder')}
        // One over the limit so the too-long message can show instead of silent truncation.
        maxLength={DEVICE_NAME_MAX + 1}
        autoComplete="off"
        autoFocus={autoFocus}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        className="rounded-lg border border-white/10 bg-background px-4 py-3 text-text placeholder:text-text-dim/70 focus:border-accent aria-[invalid=true]:border-red-400"
      />
      <p id={`${id}-hint`} className="text-xs text-text-dim">
        {t('device.hint')}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {t(`device.${problem}`, { max: DEVICE_NAME_MAX })}
        </p>
      )}
    </div>
  );
}
