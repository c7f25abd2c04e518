import { EditorPicksCarousel } from './EditorPicksCarousel.tsx';

/** One movie carousel and one show carousel of editor picks. */
export function EditorPicksTab() {
  return (
    <>
      <EditorPicksCarousel mediaType="movie" />
      <EditorPicksCarousel mediaType="tv" />
    </>
  );
}
