import { useEffect, useState } from 'react';

/** Whether the page has scrolled beyond `limit` pixels. */
export function useScrolledPast(limit: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > limit);
  useEffect(() => {
    const update = () => setPast(window.scrollY > limit);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [limit]);
  return past;
}
