import { CustomStreamError, customStream, type CustomStreamType } from '@screenroom/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CustomStreamForm } from './CustomStreamForm.tsx';
import { DevBackLink } from './DevBackLink.tsx';
import { DevPlayer } from './DevPlayer.tsx';
import { TEST_STREAMS, testStreamUrl } from './test-streams.ts';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';

/** What `?url=…&type=…` asks for: nothing, a stream to play, or why it cannot play. */
function requestedStream(url: string | null, type: string | null) {
  if (url === null && type === null) return null;
  try {
    return { ok: true as const, stream: customStream(url ?? '', type ?? '') };
  } catch (error) {
    if (!(error instanceof CustomStreamError)) throw error;
    return { ok: false as const, reason: error.reason };
  }
}

/**
 * `/dev/video`. The stream being played lives in the
 * query string, so a link can start one directly and the player's back link (plain /dev/video)
 * returns to the form.
 */
export function VideoTesterPage() {
  const { t } = useTranslation('dev');
  usePageTitle(t('video.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = params.get('url');
  const type = params.get('type');
  const requested = useMemo(() => requestedStream(url, type), [url, type]);
  const customTitleId = useId();
  const presetsTitleId = useId();

  const start = (streamUrl: string, streamType: CustomStreamType) =>
    void navigate(`/dev/video?${new URLSearchParams({ url: streamUrl, type: streamType })}`);

  if (requested?.ok) return <DevPlayer key={`${type}:${url}`} stream={requested.stream} />;

  return (
    <PageFrame>
      <div className="mx-auto flex max-w-2xl flex-col gap-6 py-10 sm:py-16">
        <DevBackLink to="/dev" label={t('video.back')} />
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{t('video.title')}</h1>
          <p className="text-text-dim">{t('video.intro')}</p>
        </header>
        <Card as="section" aria-labelledby={customTitleId}>
          <h2 id={customTitleId} className="mb-4 text-xl font-semibold">
            {t('video.customTitle')}
          </h2>
          <CustomStreamForm
            key={params.toString()}
            initialUrl={url ?? ''}
            initialType={type ?? ''}
            initialError={requested?.ok === false ? requested.reason : null}
            onStart={start}
          />
        </Card>
        <Card as="section" aria-labelledby={presetsTitleId}>
          <h2 id={presetsTitleId} className="mb-4 text-xl font-semibold">
            {t('video.presetsTitle')}
          </h2>
          <div className="flex flex-wrap gap-3">
            {TEST_STREAMS.map((preset) => (
              <Button
                variant="secondary"
                size="lg"
                key={preset.key}
                onClick={() => start(testStreamUrl(preset), preset.type)}
              >
                {t(`video.presets.${preset.key}`)}
              </Button>
            ))}
          </div>
        </Card>
      </div>
    </PageFrame>
  );
}
