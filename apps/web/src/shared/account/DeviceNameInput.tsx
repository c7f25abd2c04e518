import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField.tsx';
import { DEVICE_NAME_MAX, type DeviceNameProblem } from './device-name-rules.ts';

export interface DeviceNameInputProps {
  value: string;
  onChange: (value: string) => void;
  problem: DeviceNameProblem | null;
  autoFocus?: boolean;
}

export function DeviceNameInput({ value, onChange, problem, autoFocus }: DeviceNameInputProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('device.label')}
      hint={t('device.hint')}
      error={problem ? t(`device.${problem}`, { max: DEVICE_NAME_MAX }) : null}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('device.placeholder')}
      // One over the limit so the too-long message can show instead of silent truncation.
      maxLength={DEVICE_NAME_MAX + 1}
      autoComplete="off"
      autoFocus={autoFocus}
    />
  );
}
