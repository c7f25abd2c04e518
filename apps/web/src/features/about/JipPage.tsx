import { useTranslation } from 'react-i18next';
import { StaticLayout } from './StaticLayout.tsx';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { Card } from '../../shared/ui/Card.tsx';

/** The open-source projects Screenroom is built on, each with its home page. */
const PROJECTS = [
  { name: 'movie-web', url: 'https://github.com/movie-web', key: 'movieWeb' },
  { name: 'Preact', url: 'https://preactjs.com', key: 'preact' },
  { name: 'Vite', url: 'https://vite.dev', key: 'vite' },
  { name: 'Tailwind CSS', url: 'https://tailwindcss.com', key: 'tailwind' },
  { name: 'hls.js', url: 'https://github.com/video-dev/hls.js', key: 'hls' },
  { name: 'Fastify', url: 'https://fastify.dev', key: 'fastify' },
  { name: 'Kysely', url: 'https://kysely.dev', key: 'kysely' },
  { name: 'SQLite', url: 'https://sqlite.org', key: 'sqlite' },
  { name: 'noble cryptography', url: 'https://paulmillr.com/noble/', key: 'noble' },
  { name: 'i18next', url: 'https://www.i18next.com', key: 'i18next' },
  { name: 'FFmpeg', url: 'https://ffmpeg.org', key: 'ffmpeg' },
] as const;

export function JipPage() {
  const { t } = useTranslation('static');
  usePageTitle(t('jip.pageTitle'));
  return (
    <StaticLayout title={t('jip.title')} intro={t('jip.intro')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PROJECTS.map((project) => (
          <Card as="li" size="compact" key={project.key}>
            <a
              href={project.url}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-accent-text underline-offset-4 hover:underline"
            >
              {project.name}
            </a>
            <p className="mt-1 text-sm text-text-dim">{t(`jip.projects.${project.key}`)}</p>
          </Card>
        ))}
      </ul>
      <p className="text-text-dim">{t('jip.thanks')}</p>
    </StaticLayout>
  );
}
