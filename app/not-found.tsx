import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NotFoundLogger } from '@/components/not-found/not-found-logger';
import { NotFoundSection } from '@/components/sections/not-found-section';
import { NOT_FOUND } from '@/content/not-found';
import { pageMetadata } from '@/lib/seo';

// Next marks its not-found page noindex itself: a robots entry here would make a second meta.
const base = pageMetadata({ title: NOT_FOUND.title, description: NOT_FOUND.text, path: '/' });

// Exported once as out/404.html and served for every unknown path: no URL of its own, so no
// canonical link and no og:url.
export const metadata: Metadata = {
  ...base,
  alternates: null,
  openGraph: { ...base.openGraph, url: undefined },
};

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main>
        <NotFoundSection />
      </main>
      <SiteFooter />
      <NotFoundLogger message={NOT_FOUND.consoleMessage} />
    </>
  );
}
