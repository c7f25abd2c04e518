/** A title's heading: its logo image when there is one (named by the title), else its name. */
export function TitleHeading({
  title,
  logoUrl,
  id,
  className,
}: {
  title: string;
  logoUrl?: string | undefined;
  id?: string;
  className: string;
}) {
  return (
    <h2
      id={id}
      // A logo has no words to take a direction from; it sits on the page's reading side.
      dir={logoUrl ? undefined : 'auto'}
      className={className}
    >
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={title}
          className="max-h-20 max-w-[70%] object-contain object-left drop-shadow-lg rtl:object-right sm:max-h-28"
        />
      ) : (
        title
      )}
    </h2>
  );
}
