/** The small chevron of menu lines and of the way back; it mirrors in right-to-left languages. */
export function MenuChevron({ back = false }: { back?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 fill-none stroke-current rtl:-scale-x-100"
      strokeWidth="2"
    >
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
