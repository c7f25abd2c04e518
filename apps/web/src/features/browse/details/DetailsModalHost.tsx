import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withNamespaces } from '../../../shared/i18n/i18n.ts';
import type { DetailsModal } from './DetailsModal.tsx';
import { DETAILS_PARAM, parseDetailsParam } from '../../../shared/routing/details-param.ts';
import { useDetailsLanguage } from './hooks/useDetailsLanguage.ts';
import { titleDetailsQuery } from './title-details-query.ts';

type DetailsModalComponent = typeof DetailsModal;

let loadedModal: DetailsModalComponent | null = null;
let loadingModal: Promise<DetailsModalComponent> | null = null;

// The window's code and strings load when it is first opened, so the home page's first download
// stays small.
function loadDetailsModal(): Promise<DetailsModalComponent> {
  loadingModal ??= withNamespaces(import('./DetailsModal.tsx'), ['details']).then(
    (module) => (loadedModal = module.DetailsModal),
    (error: unknown) => {
      // A later open tries again (a new deployment may have replaced the chunk).
      loadingModal = null;
      throw error;
    },
  );
  return loadingModal;
}

/**
 * Shows the details window over any page whose address names a title in `?details=`. The code
 * is loaded by hand rather than with lazy(), so a failed download is tried again on the next
 * opening rather than failing for good. The title's details are asked for at once, while the
 * code loads, rather than after.
 */
export function DetailsModalHost() {
  const [params] = useSearchParams();
  const param = params.get(DETAILS_PARAM);
  const ref = parseDetailsParam(param);
  const queryClient = useQueryClient();
  const language = useDetailsLanguage();
  useEffect(() => {
    const target = parseDetailsParam(param);
    // A failure shows in the window, which asks again through the same query.
    if (target) void queryClient.prefetchQuery(titleDetailsQuery(target, language));
  }, [param, language, queryClient]);
  const [Modal, setModal] = useState<DetailsModalComponent | null>(() => loadedModal);
  const [loadError, setLoadError] = useState<unknown>(null);
  const wanted = ref !== null;
  useEffect(() => {
    if (!wanted || Modal) return;
    let current = true;
    loadDetailsModal().then(
      (component) => {
        if (current) setModal(() => component);
      },
      (error: unknown) => {
        if (current) setLoadError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Modal]);
  // A failed load reaches the error boundary, as a failed lazy component would.
  if (loadError) throw loadError;
  if (!ref || !Modal) return null;
  return <Modal key={`${ref.type}-${ref.tmdbId}`} detailsRef={ref} />;
}
