import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 sm:px-6 lg:px-8">
        {children}
      </main>
      <Footer />
    </div>
  );
}
