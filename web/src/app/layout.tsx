import type { Metadata, Viewport } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import type { ShellMenuQuery } from '@/__generated__/ShellMenuQuery.graphql';
import shellMenuQueryNode from '@/__generated__/ShellMenuQuery.graphql';
import { AuthSessionProvider } from '@/auth/AuthSessionProvider';
import { sessionRefetchIntervalSeconds } from '@/auth/refetchInterval';
import { GlobalPopups } from '@/components/popups/GlobalPopups';
import { AnnouncementBanner } from '@/components/shell/AnnouncementBanner';
import { BackToTop } from '@/components/shell/BackToTop';
import { Footer } from '@/components/shell/Footer';
import { GlobalLoadingBar } from '@/components/shell/GlobalLoadingBar';
import { HiddenOnStoryViewer } from '@/components/shell/HiddenOnStoryViewer';
import { FooterVisibility } from '@/components/shell/FooterVisibility';
import { Header } from '@/components/shell/Header';
import { MobileBottomBar } from '@/components/shell/MobileBottomBar';
import { RouteFocus } from '@/components/shell/RouteFocus';
import { ShellMenu } from '@/components/shell/ShellMenu';
import { PushNotifications } from '@/components/push/PushNotifications';
import { Toaster } from '@/components/toast/Toaster';
import { siteName, siteTagline } from '@/config/site';
import { siteUrl } from '@/config/siteUrl';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { JsonLd } from '@/seo/JsonLd';
import { travelAgencyJsonLd } from '@/seo/organisation';
import { DEFAULT_OG_IMAGE } from '@/seo/pageMetadata';
import { SiteOriginProvider } from '@/seo/SiteOrigin';
import './globals.css';

const DEFAULT_DESCRIPTION = 'Book Kailash Mansarovar Yatra, Adi Kailash, Char Dham and temple tours with 24/7 support.';

/**
 * The site's defaults. `metadataBase` (SITE_URL, read per request) turns every page's canonical, `hreflang`,
 * Open Graph and Twitter paths into absolute URLs; pages override the rest through `seo/pageMetadata.ts`.
 */
export function generateMetadata(): Metadata {
  return {
    metadataBase: siteUrl(),
    title: { default: `${siteName} | ${siteTagline}`, template: `%s | ${siteName}` },
    description: DEFAULT_DESCRIPTION,
    applicationName: siteName,
    openGraph: { siteName, type: 'website', locale: 'en_IN', images: [DEFAULT_OG_IMAGE] },
    twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE] },
  };
}

export const viewport: Viewport = {
  themeColor: '#7a1f2b',
};

/**
 * The build has no gateway: a page Next prerenders at build time (those without a dynamic segment, e.g.
 * /thank-you and the 404 of unknown routes) would keep a menu that failed to load. Such pages render per
 * request instead. Cached pages live under dynamic segments with `dynamic = 'force-static'` (where
 * `connection()` does nothing) and are rendered on their first request, with the gateway up.
 */
async function notPrerenderedAtBuild(): Promise<void> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection();
}

async function loadMenu(): Promise<SerializablePreloadedQuery<ShellMenuQuery> | null> {
  // Outside the try: this marks the render dynamic, which Next signals by throwing at build time.
  await notPrerenderedAtBuild();
  try {
    return await loadSerializableQuery<ShellMenuQuery>(shellMenuQueryNode, {});
  } catch (error) {
    // The page still renders without the menu; the menu slot shows the spec's error text.
    console.error('Menu failed to load', error);
    return null;
  }
}

/**
 * The shell of every page. It reads nothing of the visitor (no session, no cookie): the home, category
 * and package pages are cached and served to everyone, so the personal parts of the header (account
 * menu, wishlist, cart) ask for the session from the browser (`useSession`) and keep their size meanwhile.
 * No Relay provider here: the header's menu renders on the server, and the islands that need Relay bring it
 * (`relayIsland`); route folders whose pages render Relay on the client have a `RelayLayout`.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const menu = await loadMenu();
  const origin = siteUrl().origin;
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <JsonLd data={travelAgencyJsonLd(origin)} />
        <SiteOriginProvider origin={origin}>
          <AuthSessionProvider refetchIntervalSeconds={sessionRefetchIntervalSeconds()}>
            <GlobalLoadingBar />
            <HiddenOnStoryViewer>
              <AnnouncementBanner />
              <Header menu={<ShellMenu preloaded={menu} />} />
            </HiddenOnStoryViewer>
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <RouteFocus />
            <HiddenOnStoryViewer>
              <FooterVisibility>
                <Footer />
              </FooterVisibility>
              <BackToTop />
              <MobileBottomBar />
            </HiddenOnStoryViewer>
            <GlobalPopups />
            <Toaster />
            <PushNotifications />
          </AuthSessionProvider>
        </SiteOriginProvider>
      </body>
    </html>
  );
}
