/** The poster and two text lines of a card that has not loaded yet, the size of a real one. */
export function MediaCardSkeleton() {
  return (
    <>
      <div className="aspect-[2/3] rounded-xl bg-surface-raised" />
      <div className="mt-2 h-4 w-3/4 rounded bg-surface-raised" />
      <div className="mt-1.5 h-3 w-1/2 rounded bg-surface" />
    </>
  );
}
