import type { ReactNode } from 'react';

/** One anchored section of the settings page; scroll margin keeps its title clear of the top bar. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold text-text sm:text-2xl">
        {title}
      </h2>
      <div className="space-y-6">{children}</div>
    </section>
  );
}

/** A card inside a section, with its own heading level. */
export function SettingsCard({
  title,
  description,
  children,
  id,
}: {
  title?: string;
  description?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <div id={id} className="scroll-mt-24 rounded-2xl bg-surface p-4 sm:p-6">
      {title ? <h3 className="text-base font-semibold text-text">{title}</h3> : null}
      {description ? <p className="mt-1 text-sm text-text-dim">{description}</p> : null}
      <div className={title || description ? 'mt-4' : ''}>{children}</div>
    </div>
  );
}
