import { discoverMorePath, type DiscoverMediaType } from '@screenroom/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OptionContentType } from './more-content.ts';
import type { MoreOption } from './more-pills.ts';
import { Button } from '../../../../shared/ui/Button.tsx';

interface MoreOptionSelectProps {
  contentType: OptionContentType;
  mediaType: DiscoverMediaType;
  options: MoreOption[];
}

/**
 * The options past the pills. Choosing one waits for the button, so moving through the list with
 * the arrow keys does not leave the page on every step (WCAG 3.2.2).
 */
export function MoreOptionSelect({ contentType, mediaType, options }: MoreOptionSelectProps) {
  const { t } = useTranslation('discoverMore');
  const navigate = useNavigate();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) void navigate(discoverMorePath({ contentType, mediaType, id: chosen }));
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={selectId} className="sr-only">
        {t(`options.${contentType}.more`)}
      </label>
      <select
        id={selectId}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        className="rounded-full border border-white/10 bg-surface px-4 py-2 text-sm text-text"
      >
        <option value="">{t(`options.${contentType}.more`)}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <Button variant="secondary" shape="pill" className="text-sm" type="submit" disabled={!chosen}>
        {t('options.show')}
      </Button>
    </form>
  );
}
