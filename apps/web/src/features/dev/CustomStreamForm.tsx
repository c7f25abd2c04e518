import {
  CUSTOM_STREAM_TYPES,
  CustomStreamError,
  customStream,
  isCustomStreamType,
  type CustomStreamErrorReason,
  type CustomStreamType,
} from '@screenroom/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { UrlField } from '../../shared/ui/UrlField.tsx';

type Props = {
  initialUrl: string;
  initialType: string;
  /** Why the stream the page was opened with could not start, if it could not. */
  initialError: CustomStreamErrorReason | null;
  onStart: (url: string, type: CustomStreamType) => void;
};

/** A stream URL, a choice of HLS or MP4, and a Start stream button. */
export function CustomStreamForm({ initialUrl, initialType, initialError, onStart }: Props) {
  const { t } = useTranslation('dev');
  const errorId = useId();
  const typeId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [type, setType] = useState<CustomStreamType>(
    isCustomStreamType(initialType) ? initialType : 'hls',
  );
  const [error, setError] = useState(initialError);

  function submit(event: FormEvent) {
    event.preventDefault();
    try {
      customStream(url, type);
    } catch (caught) {
      if (!(caught instanceof CustomStreamError)) throw caught;
      setError(caught.reason);
      return;
    }
    onStart(url.trim(), type);
  }

  const urlError = error === 'emptyUrl' || error === 'invalidUrl';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <UrlField
        label={t('video.urlLabel')}
        autoComplete="off"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        invalid={urlError}
        describedBy={urlError ? errorId : undefined}
      />
      <div>
        <label htmlFor={typeId} className="block font-medium">
          {t('video.typeLabel')}
        </label>
        {/* A select rather than radios, so the choice is a single tab stop. */}
        <select
          id={typeId}
          value={type}
          onChange={(e) => {
            if (isCustomStreamType(e.target.value)) setType(e.target.value);
          }}
          aria-invalid={error === 'invalidType'}
          aria-describedby={error === 'invalidType' ? errorId : undefined}
          className="mt-2 w-full rounded-lg border border-white/10 bg-background px-4 py-3 text-text focus:border-accent sm:w-48"
        >
          {CUSTOM_STREAM_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`video.types.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {t(`video.errors.${error}`)}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-fit">
        {t('video.start')}
      </Button>
    </form>
  );
}
