import { useTranslation } from 'react-i18next';

/** YouTube's privacy-enhanced player: no cookies until the viewer plays the video. */
const EMBED_HOST = 'https://www.youtube-nocookie.com/embed/';

export function trailerEmbedUrl(videoKey: string): string {
  return `${EMBED_HOST}${encodeURIComponent(videoKey)}?autoplay=1&rel=0`;
}

/** The title's trailer, playing where the backdrop was. */
export function TrailerFrame({ videoKey, title }: { videoKey: string; title: string }) {
  const { t } = useTranslation('details');
  return (
    <div className="aspect-video w-full overflow-hidden bg-black sm:rounded-t-2xl">
      <iframe
        src={trailerEmbedUrl(videoKey)}
        title={t('trailer.frameTitle', { title })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-full w-full border-0"
      />
    </div>
  );
}
