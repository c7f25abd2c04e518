import { isHttpUrl } from '@screenroom/core';
import type { CredentialField } from '@screenroom/providers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { UrlField } from '../../../shared/ui/UrlField.tsx';
import { credentialLabelText } from './credential-texts.ts';

/** Pure: an address is checked once typed; an empty field is simply not set. */
export function isUsableCredentialValue(field: CredentialField, value: string): boolean {
  return field.kind !== 'url' || value.trim() === '' || isHttpUrl(value.trim());
}

/** One declared field: an address field, or a hidden secret the viewer may show. */
export function CredentialFieldInput({
  field,
  value,
  onChange,
}: {
  field: CredentialField;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  const [shown, setShown] = useState(false);
  const label = t(credentialLabelText[field.labelKey]);
  if (field.kind === 'url') {
    return (
      <UrlField
        size="compact"
        label={label}
        value={value}
        placeholder="http://192.168.1.10:8096"
        error={isUsableCredentialValue(field, value) ? undefined : t('connections.invalidUrl')}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="flex items-end gap-2">
      <TextField
        className="flex-1"
        size="compact"
        label={label}
        type={shown ? 'text' : 'password'}
        value={value}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        dir="ltr"
        inputClassName="font-mono"
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        variant="secondary"
        aria-pressed={shown}
        aria-label={t(shown ? 'sourceCredentials.hideSecret' : 'sourceCredentials.showSecret', {
          label,
        })}
        onClick={() => setShown((now) => !now)}
      >
        {t(shown ? 'sourceCredentials.hide' : 'sourceCredentials.show')}
      </Button>
    </div>
  );
}
