import type { FaqEntry } from './faq-entries.ts';

/** One question; a native disclosure keeps it keyboard-operable without extra code. */
export function FaqItem({ entry, number }: { entry: FaqEntry; number: number }) {
  return (
    <li>
      <details className="group rounded-xl border border-white/10 bg-surface px-5 py-4 open:bg-surface-raised">
        <summary className="flex cursor-pointer list-none items-baseline gap-3 rounded font-medium">
          <span className="text-sm text-accent-text tabular-nums">{number}.</span>
          <span className="flex-1">{entry.title}</span>
          <span
            aria-hidden="true"
            className="text-text-dim transition-transform group-open:rotate-45"
          >
            +
          </span>
        </summary>
        <p className="mt-3 ps-7 leading-relaxed whitespace-pre-line text-text-dim">{entry.body}</p>
      </details>
    </li>
  );
}
