import { PrivateServerNotice } from '../../../shared/account/PrivateServerNotice.tsx';
import { FeaturedSection } from '../featured/FeaturedSection.tsx';
import { BookmarksSection } from './BookmarksSection.tsx';
import { ContinueWatchingSection } from './ContinueWatchingSection.tsx';
import { Greeting } from './Greeting.tsx';
import { ReadyToWatchSection } from './ReadyToWatchSection.tsx';
import { SearchBar } from './SearchBar.tsx';
import { SearchResults } from './SearchResults.tsx';
import { useSearchInput } from './hooks/useSearchInput.ts';
import { PageFrame } from '../../../shared/layout/PageFrame.tsx';
import { usePageTitle } from '../../../shared/hooks/usePageTitle.ts';
import { useServerAccess } from '../../../shared/hooks/useServerAccess.ts';

/** Home: greeting and search; the viewer's lists until a search is typed. */
export function HomePage() {
  usePageTitle();
  const { input, setInput, submit, query } = useSearchInput();
  const searching = query.trim() !== '';
  const serverAccess = useServerAccess();
  return (
    <PageFrame>
      {/* Editor picks on home: both kinds of title, as home has no tabs to choose by. */}
      {!searching && <FeaturedSection category="editorpicks" />}
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 pb-10 pt-12 sm:pt-20 sm:pb-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-10 -z-10 mx-auto h-64 max-w-2xl rounded-full bg-accent/20 blur-3xl"
        />
        <Greeting />
        <SearchBar value={input} onChange={setInput} onSubmit={submit} />
      </div>
      {searching ? (
        <SearchResults query={query} />
      ) : (
        <div>
          {serverAccess ? <ReadyToWatchSection /> : <PrivateServerNotice />}
          <ContinueWatchingSection />
          <BookmarksSection />
        </div>
      )}
    </PageFrame>
  );
}
