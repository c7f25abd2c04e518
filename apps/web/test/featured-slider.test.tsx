import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next as i18n } from '../src/shared/i18n/i18n.ts';
import type { MovieOverviewAnswer, ShowOverviewAnswer } from '../src/shared/clients/tmdb.ts';
import { FeaturedSlider } from '../src/features/browse/featured/FeaturedSlider.tsx';
import type { FeaturedAnswer } from '../src/features/browse/featured/featured-titles.ts';
import { featuredQueryKey } from '../src/features/browse/featured/hooks/useFeaturedItems.ts';
import { verdictsQueryKey } from '../src/shared/hooks/usePlayVerdicts.ts';
import { usePreferencesStore } from '../src/shared/stores/preferences.ts';
import { titleKey, type PlayVerdict, type TitleKey } from '@screenroom/core';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-01T12:00:00Z');

function isoDaysAgo(days: number): string {
  return new Date(NOW.getTime() - days * DAY).toISOString();
}

function movieAnswer(id: number, title: string, theatricalDaysAgo?: number): FeaturedAnswer {
  const answer: MovieOverviewAnswer = {
    id,
    title,
    poster_path: `/p${id}.jpg`,
    backdrop_path: `/b${id}.jpg`,
    overview: `${title} overview`,
    release_date: '1999-03-31',
    vote_average: 8.2,
    images: { id, backdrops: [], posters: [], logos: [] },
  };
  if (theatricalDaysAgo !== undefined) {
    answer.release_dates = {
      results: [
        {
          iso_3166_1: 'US',
          release_dates: [
            { certification: 'R', type: 3, release_date: isoDaysAgo(theatricalDaysAgo) },
          ],
        },
      ],
    };
  }
  return { type: 'movie', answer };
}

function showAnswer(id: number, name: string): FeaturedAnswer {
  const answer: ShowOverviewAnswer = {
    id,
    name,
    poster_path: null,
    backdrop_path: `/b${id}.jpg`,
    first_air_date: '2008-01-20',
    overview: `${name} overview`,
  };
  return { type: 'show', answer };
}

const SLIDES: FeaturedAnswer[] = [
  movieAnswer(1, 'First Film', 400),
  movieAnswer(2, 'Second Film', 10),
  showAnswer(3, 'Third Show'),
];

/** The slider with its titles already loaded, on a page of its own. */
function renderSlider(
  answers: FeaturedAnswer[] = SLIDES,
  verdictOf: (key: TitleKey) => PlayVerdict = () => 'plays',
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(featuredQueryKey('editorpicks', i18n.resolvedLanguage ?? 'en'), answers);
  // The server's verdicts, known already, as for the titles.
  const keys = answers.map((a) => titleKey(a.type, a.answer.id));
  client.setQueryData(
    verdictsQueryKey(keys, true),
    Object.fromEntries(keys.map((key) => [key, verdictOf(key)])),
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <FeaturedSlider category="editorpicks" /> },
      { path: '/media/*', element: <p>player</p> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const slider = () => screen.getByRole('region', { name: 'Featured' });
const currentSlide = () => within(slider()).getByRole('group');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
  usePreferencesStore.setState({ enableImageLogos: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('featured slider', () => {
  it('puts titles that play here first and offers Play Now only where a source may have it', () => {
    renderSlider(SLIDES, (key) => (key === 'movie-1' ? 'none' : 'plays'));
    const first = currentSlide();
    expect(within(first).getByRole('heading', { name: 'Second Film' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3: First Film' }));
    const last = currentSlide();
    expect(within(last).getByRole('heading', { name: 'First Film' })).toBeInTheDocument();
    expect(within(last).queryByRole('link', { name: 'Play Now' })).not.toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'More Info' })).toBeInTheDocument();
  });

  it('shows the first title with its badge, facts and buttons', () => {
    renderSlider();
    const slide = currentSlide();
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(within(slide).getByRole('heading', { name: 'First Film' })).toBeInTheDocument();
    expect(within(slide).getByText('HD')).toHaveAttribute(
      'title',
      'Out long enough to be available in HD',
    );
    expect(within(slide).getByText('Movie · 1999')).toBeInTheDocument();
    expect(within(slide).getByText('Rated 8.2 out of 10')).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: 'Play Now' })).toHaveAttribute(
      'href',
      '/media/tmdb-movie-1-first-film',
    );
    expect(within(slide).getByRole('link', { name: 'More Info' })).toHaveAttribute(
      'href',
      '/?details=movie-1',
    );
  });

  it('marks a movie in cinemas for under 45 days CAM, and shows no badge for a show', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2: Second Film' }));
    expect(within(currentSlide()).getByText('CAM')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3: Third Show' }));
    const slide = currentSlide();
    expect(within(slide).getByRole('heading', { name: 'Third Show' })).toBeInTheDocument();
    expect(within(slide).queryByText(/^(HD|CAM)$/)).not.toBeInTheDocument();
  });

  it('advances every 8 s and wraps round', () => {
    renderSlider();
    advance(7999);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    advance(8000);
    advance(8000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('comes 5 s after a manual move', () => {
    renderSlider();
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    advance(4999);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('holds still while the mouse is over it, then runs on for the time it had left', () => {
    renderSlider();
    advance(6000);
    fireEvent.pointerEnter(slider(), { pointerType: 'mouse' });
    advance(30_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.pointerLeave(slider(), { pointerType: 'mouse' });
    advance(1999);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('holds still while focus is inside it, and arrow keys move it', () => {
    renderSlider();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(30_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    act(() => next.blur());
    advance(5000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('follows the reading direction for arrow keys in right-to-left text', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderSlider();
      fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
      expect(currentSlide()).toHaveAccessibleName('2 of 3');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('changes slide on a touch swipe of 50 px, not on a shorter one', () => {
    renderSlider();
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(slider(), { pointerType: 'touch', pointerId: 7, clientX: from });
      fireEvent.pointerUp(slider(), { pointerType: 'touch', pointerId: 7, clientX: to });
    };
    swipe(200, 151);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    swipe(200, 150);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    swipe(100, 180);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('pauses and plays from its button', () => {
    renderSlider();
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    fireEvent.click(pause);
    act(() => pause.blur());
    advance(60_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).blur());
    advance(8000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('holds still once the page is scrolled 600 px down', () => {
    renderSlider();
    act(() => {
      window.scrollY = 600;
      window.dispatchEvent(new Event('scroll'));
    });
    advance(30_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    advance(8000);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('starts paused when the viewer asks for reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
    try {
      renderSlider();
      advance(30_000);
      expect(currentSlide()).toHaveAccessibleName('1 of 3');
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the logo in place of the title when logos are wanted, else the title', () => {
    const [first] = SLIDES;
    if (first?.type !== 'movie') throw new Error('the first slide is a movie');
    const withLogo: FeaturedAnswer = {
      type: 'movie',
      answer: {
        ...first.answer,
        images: {
          id: 1,
          backdrops: [],
          posters: [],
          logos: [{ file_path: '/logo1.png', iso_639_1: 'en' } as never],
        },
      },
    };
    renderSlider([withLogo]);
    const logo = within(currentSlide()).getByRole('img', { name: 'First Film' });
    expect(logo.getAttribute('src')).toMatch(/\/original\/logo1\.png$/);
    cleanup();
    act(() => usePreferencesStore.setState({ enableImageLogos: false }));
    renderSlider([withLogo]);
    expect(within(currentSlide()).queryByRole('img', { name: 'First Film' })).toBeNull();
    expect(within(currentSlide()).getByRole('heading', { name: 'First Film' })).toBeInTheDocument();
  });
});
