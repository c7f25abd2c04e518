import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLongPress } from '../../../shared/hooks/useLongPress.ts';

export interface HomeSectionProps {
  title: string;
  /** Renders the list; `editing` reveals the remove buttons. */
  children: (editing: boolean) => ReactNode;
}

/** A home list with an edit toggle that reveals remove buttons, also switched by a long press. */
export function HomeSection({ title, children }: HomeSectionProps) {
  const { t } = useTranslation('home');
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const longPress = useLongPress(() => setEditing((value) => !value));
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-text sm:text-2xl">
          {title}
        </h2>
        <button
          type="button"
          aria-pressed={editing}
          onClick={() => setEditing((value) => !value)}
          title={t('edit.hint')}
          className={`rounded-full px-4 py-1.5 text-sm font-medium transition ${
            editing
              ? 'bg-accent text-white hover:bg-accent-strong'
              : 'bg-surface-raised text-text hover:bg-white/15'
          }`}
        >
          {editing ? t('edit.done') : t('edit.start')}
        </button>
      </div>
      <div {...longPress} className="select-none [-webkit-touch-callout:none]">
        {children(editing)}
      </div>
    </section>
  );
}
