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

/** Spec §2: the free provisional Kailash Mansarovar Yatra registration (the form comes with the registrations work). */
export default async function KmyRegistrationRoute({ searchParams }: KmyRegistrationRouteProps) {
  const requested = (await searchParams).package;
  const slug = typeof requested === 'string' && /^[a-z0-9-]{1,120}$/.test(requested) ? requested : kmyRegistrationPackageSlug;
  const preloaded = await loadSerializableQuery<KmyRegistrationPageQuery>(kmyRegistrationPageQueryNode, { slug });
  if (serverQueryData(preloaded)?.package == null) notFound();
  return <KmyRegistrationPage preloaded={preloaded} />;
}
