import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { KmyRegistrationPageQuery } from '@/__generated__/KmyRegistrationPageQuery.graphql';
import kmyRegistrationPageQueryNode from '@/__generated__/KmyRegistrationPageQuery.graphql';
import { KmyRegistrationPage } from '@/components/registrations/KmyRegistrationPage';
import { kmyRegistrationPackageSlug } from '@/config/site';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';

export const metadata: Metadata = { title: 'Free KMY registration' };

type KmyRegistrationRouteProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Spec §2: the free provisional Kailash Mansarovar Yatra registration with the multi-step form once signed in (`?id=` resumes a registration). */
export default async function KmyRegistrationRoute({ searchParams }: KmyRegistrationRouteProps) {
  const params = await searchParams;
  const requested = params.package;
  const slug = typeof requested === 'string' && /^[a-z0-9-]{1,120}$/.test(requested) ? requested : kmyRegistrationPackageSlug;
  const registrationId = typeof params.id === 'string' && /^[A-Za-z0-9+/=]{1,200}$/.test(params.id) ? params.id : null;
  const preloaded = await loadSerializableQuery<KmyRegistrationPageQuery>(kmyRegistrationPageQueryNode, { slug });
  if (serverQueryData(preloaded)?.package == null) notFound();
  return <KmyRegistrationPage preloaded={preloaded} registrationId={registrationId} packageSlug={slug} />;
}
