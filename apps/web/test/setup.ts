import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The suites run side by side on a couple of cores, and each test renders whole pages in jsdom.
// Testing-library's default one-second wait is no longer than some pages' own clocks (the
// extension page asks once a second), so under load a wait could race the page. A wait still
// fails when what it waits for never comes; it just gives a busy machine time to get there.
configure({ asyncUtilTimeout: 5000 });
