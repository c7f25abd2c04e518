import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { importCounts, parseExportFile, type ImportData } from './export-file.ts';
import { mergeImport } from './import-merge.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { MigrationLayout, StatusPanel } from './MigrationLayout.tsx';

type State =
  | { status: 'idle'; data: ImportData | null }
  | { status: 'processing' }
  | { status: 'success'; data: ImportData }
  | { status: 'error'; reason: 'notJsonFile' | 'invalid' };

function Preview({ data }: { data: ImportData }) {
  const { t, i18n } = useTranslation('migration');
  const counts = importCounts(data);
  const date = data.exportDate ? new Date(data.exportDate) : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
      <dt className="text-text-dim">{t('upload.bookmarks')}</dt>
      <dd data-testid="import-bookmarks">{counts.bookmarks}</dd>
      <dt className="text-text-dim">{t('upload.progress')}</dt>
      <dd data-testid="import-progress">{counts.progress}</dd>
      <dt className="text-text-dim">{t('upload.exportDate')}</dt>
      <dd>
        {date && !Number.isNaN(date.getTime())
          ? date.toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' })
          : t('upload.unknownDate')}
      </dd>
    </dl>
  );
}

export function MigrationUploadPage() {
  const { t } = useTranslation('migration');
  const inputId = useId();
  const [state, setState] = useState<State>({ status: 'idle', data: null });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.json')) {
      setState({ status: 'error', reason: 'notJsonFile' });
      return;
    }
    setState({ status: 'processing' });
    try {
      setState({ status: 'idle', data: parseExportFile(await file.text()) });
    } catch (error) {
      console.error('Reading the export file failed', error);
      setState({ status: 'error', reason: 'invalid' });
    }
  };

  const importData = (data: ImportData) => {
    setState({ status: 'processing' });
    mergeImport(data);
    setState({ status: 'success', data });
  };

  const data = state.status === 'idle' ? state.data : null;

  return (
    <MigrationLayout title={t('upload.title')} description={t('upload.description')}>
      {state.status === 'success' ? (
        <StatusPanel tone="success" title={t('upload.success')}>
          <Preview data={state.data} />
          <Link to="/" className={buttonClass({ className: 'w-fit' })}>
            {t('upload.home')}
          </Link>
        </StatusPanel>
      ) : (
        <div className="flex flex-col gap-4 rounded-2xl bg-surface p-5 sm:p-6">
          <label htmlFor={inputId} className="font-semibold">
            {t('upload.fileLabel')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            onChange={(event) => void choose(event)}
            className="rounded-lg text-sm text-text-dim file:me-4 file:rounded-lg file:border-0 file:bg-surface-raised file:px-4 file:py-2 file:font-semibold file:text-text hover:file:bg-accent"
          />
          {state.status === 'processing' ? (
            <p role="status" className="text-sm text-text-dim">
              {t('upload.processing')}
            </p>
          ) : null}
          {state.status === 'error' ? (
            <StatusPanel
              tone="error"
              title={state.reason === 'notJsonFile' ? t('upload.notJsonFile') : t('upload.failed')}
            />
          ) : null}
          {data ? (
            <section
              aria-label={t('upload.previewLabel')}
              className="flex flex-col gap-4 rounded-xl bg-background/60 p-4"
            >
              <Preview data={data} />
              <Button className="w-fit" onClick={() => importData(data)}>
                {t('upload.submit')}
              </Button>
            </section>
          ) : null}
        </div>
      )}
    </MigrationLayout>
  );
}
