import type { Metadata, Viewport } from 'next';
import type { Session } from 'next-auth';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import type { ShellMenuQuery } from '@/__generated__/ShellMenuQuery.graphql';
import shellMenuQueryNode from '@/__generated__/ShellMenuQuery.graphql';
import { AuthSessionProvider } from '@/auth/AuthSessionProvider';
import { sessionRefetchIntervalSeconds } from '@/auth/refetchInterval';
import { getServerSession } from '@/auth/session';
import { GlobalPopups } from '@/components/popups/GlobalPopups';
import { AnnouncementBanner } from '@/components/shell/AnnouncementBanner';
import { BackToTop } from '@/components/shell/BackToTop';
import { Footer } from '@/components/shell/Footer';
import { GlobalLoadingBar } from '@/components/shell/GlobalLoadingBar';
import { FooterVisibility } from '@/components/shell/FooterVisibility';
import { Header } from '@/components/shell/Header';
import { MobileBottomBar } from '@/components/shell/MobileBottomBar';
import { ShellMenu } from '@/components/shell/ShellMenu';
import { Toaster } from '@/components/toast/Toaster';
import { siteName, siteTagline } from '@/config/site';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { RelayProvider } from '@/relay/RelayProvider';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${siteName} | ${siteTagline}`, template: `%s | ${siteName}` },
  description: 'Book Kailash Mansarovar Yatra, Adi Kailash, Char Dham and temple tours with 24/7 support.',
};

export const viewport: Viewport = {
  themeColor: '#7a1f2b',
};

async function loadMenu(): Promise<SerializablePreloadedQuery<ShellMenuQuery> | null> {
  // Outside the try: this marks the render dynamic, which Next signals by throwing at build time.
  await connection();
  try {
    return await loadSerializableQuery<ShellMenuQuery>(shellMenuQueryNode, {});
  } catch (error) {
    // The page still renders without the menu; the menu slot shows the spec's error text.
    console.error('Menu failed to load', error);
    return null;
  }
}

async function loadSession(): Promise<Session | null> {
  await connection();
  try {
    return await getServerSession();
  } catch (error) {
    // A misconfigured auth (no NEXTAUTH_SECRET) must not take the public site down: render as a visitor.
    console.error('Session failed to load', error);
    return null;
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [menu, session] = await Promise.all([loadMenu(), loadSession()]);
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <AuthSessionProvider session={session} refetchIntervalSeconds={sessionRefetchIntervalSeconds()}>
          <RelayProvider>
            <GlobalLoadingBar />
            <AnnouncementBanner />
            <Header menu={<ShellMenu preloaded={menu} />} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <FooterVisibility>
              <Footer />
            </FooterVisibility>
            <BackToTop />
            <MobileBottomBar />
            <GlobalPopups />
            <Toaster />
          </RelayProvider>
        </AuthSessionProvider>
      </body>
    </html>
  );
}
