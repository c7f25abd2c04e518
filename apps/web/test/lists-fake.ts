import type { MovieList, MovieLists } from '@screenroom/core';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/** Big Buck Bunny and Sintel, as our server's lists name them. */
export const fourKList: MovieList = {
  listName: '4K releases',
  listUrl: '/discover/all#4k-releases',
  tmdbMovies: [
    { id: 10378, title: 'Big Buck Bunny', poster_path: '/bbb.jpg', release_date: '2008-04-10' },
    { id: 45745, title: 'Sintel', poster_path: null, release_date: '2010-09-27' },
  ],
};

export interface ListsAnswers {
  /** `GET /letterboxd`; a number answers that HTTP status instead. */
  lists?: MovieLists | number;
  /** `GET /lists/4k`; a number answers that HTTP status instead. */
  fourK?: MovieList | number;
}

function answer(body: MovieLists | MovieList | number) {
  return typeof body === 'number'
    ? HttpResponse.json({ errorType: 'message', message: 'Failed' }, { status: body })
    : HttpResponse.json(body);
}

/**
 * Our server's lists source (same origin in tests). Answers are typed with core's list types,
 * so the fake cannot answer a shape the server would not. Returns how often each was asked.
 */
export function serveLists({ lists = { lists: [] }, fourK = fourKList }: ListsAnswers = {}) {
  const asked = { lists: 0, fourK: 0 };
  server.use(
    http.get(new URL('/letterboxd', location.href).href, () => {
      asked.lists += 1;
      return answer(lists);
    }),
    http.get(new URL('/lists/4k', location.href).href, () => {
      asked.fourK += 1;
      return answer(fourK);
    }),
  );
  return asked;
}
