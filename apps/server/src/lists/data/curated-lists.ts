/** A list we write ourselves: its anchor on the lists page, its name, and movie database ids. */
export interface CuratedList {
  /** Lower-case words joined by hyphens; the list's address is `/discover/all#{slug}`. */
  slug: string;
  name: string;
  /** Movies of the embedded catalog, in the order shown (oldest first). */
  movieIds: readonly number[];
}

/**
 * The lists the server offers when no lists service is configured. Only titles the embedded
 * catalog holds, and only titles anyone may watch: openly licensed or in the public domain.
 */
export const curatedLists: readonly CuratedList[] = [
  {
    slug: 'blender-open-movies',
    name: 'Blender open movies',
    // Elephants Dream, Big Buck Bunny, Sintel, Tears of Steel, Cosmos Laundromat
    movieIds: [9761, 10378, 45745, 133701, 358332],
  },
  {
    slug: 'silent-era',
    name: 'Silent era',
    // A Trip to the Moon, Intolerance, The Cabinet of Dr. Caligari, The Kid, Nosferatu,
    // Sherlock Jr., The Last Laugh, Battleship Potemkin, The Gold Rush, The Phantom of the Opera,
    // Faust, The General, Metropolis, Sunrise, Wings, The Passion of Joan of Arc, Pandora's Box,
    // Man with a Movie Camera, Un Chien Andalou
    movieIds: [
      775, 3059, 234, 10098, 653, 992, 5991, 643, 962, 964, 10728, 961, 19, 631, 28966, 780, 905,
      26317, 626,
    ],
  },
  {
    slug: 'public-domain-classics',
    name: 'Public-domain classics',
    // Steamboat Willie, All Quiet on the Western Front, The Blue Angel, His Girl Friday, Detour,
    // D.O.A., Suddenly, Plan 9 from Outer Space, The Little Shop of Horrors, Carnival of Souls,
    // Charade, McLintock!, The Last Man on Earth, Night of the Living Dead
    movieIds: [
      53565, 143, 228, 3085, 20367, 18995, 18398, 10513, 24452, 16093, 4808, 15263, 21159, 10331,
    ],
  },
  {
    slug: 'public-domain-horror',
    name: 'Public-domain horror',
    // The Cabinet of Dr. Caligari, Nosferatu, The Phantom of the Opera, Faust, Plan 9 from Outer
    // Space, The Little Shop of Horrors, Carnival of Souls, The Last Man on Earth, Night of the
    // Living Dead
    movieIds: [234, 653, 964, 10728, 10513, 24452, 16093, 21159, 10331],
  },
];

/**
 * What "4K release" means for the embedded catalog: a movie whose makers published it at 2160p
 * or wider. Big Buck Bunny's 2013 re-render is 3840×2160; Sintel and Tears of Steel were
 * released in 4K (4096 wide). Elephants Dream and Cosmos Laundromat are left out: we know of no
 * 4K release of either.
 */
export const fourKReleases: CuratedList = {
  slug: '4k-releases',
  name: '4K releases',
  // Big Buck Bunny, Sintel, Tears of Steel
  movieIds: [10378, 45745, 133701],
};
