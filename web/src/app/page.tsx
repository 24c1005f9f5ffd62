import type { HomePageQuery } from '@/__generated__/HomePageQuery.graphql';
import homePageQueryNode from '@/__generated__/HomePageQuery.graphql';
import { HomePage } from '@/components/home/HomePage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';

export default async function Home() {
  const preloaded = await loadSerializableQuery<HomePageQuery>(homePageQueryNode, {});
  return <HomePage preloaded={preloaded} />;
}
