import { EditorPicksCarousel } from './EditorPicksCarousel.tsx';

/** Document 000 §2: one movie carousel and one show carousel of editor picks. */
export function EditorPicksTab() {
  return (
    <>
      <EditorPicksCarousel mediaType="movie" />
      <EditorPicksCarousel mediaType="tv" />
    </>
  );
}
