import type { ContentCard_item$key } from '@/__generated__/ContentCard_item.graphql';
import { ContentCard } from '@/components/content/ContentCard';
import { ContentGrid } from '@/components/content/ContentGrid';
import { ContentListJsonLd } from '@/components/content/ContentListJsonLd';
import { ContentListPager } from '@/components/content/ContentListPager';
import { CONTENT_PAGE_SIZE, contentListPath } from '@/config/contentListRoutes';

type ListedItem = ContentCard_item$key & { id: string; title: string; path: string };

export type ContentListViewProps = {
  kind: 'blogs' | 'news';
  /** What the pager calls the items ('posts', 'news items'). */
  noun: string;
  items: readonly ListedItem[];
  totalCount: number;
  /** `all` or the category slug: where the `?page=N` links point. */
  scope: string;
  /** The page the server rendered first (1 unless `?page=N`). */
  page: number;
  name: string;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
};

/** The cards, the pager ('Load more', or `?page=N` links without JavaScript) and the ItemList of a blog or news list. */
export function ContentListView({ kind, noun, items, totalCount, scope, page, name, hasNext, isLoadingNext, onLoadMore }: ContentListViewProps) {
  const offset = (page - 1) * CONTENT_PAGE_SIZE;
  const lastPage = page + Math.ceil(items.length / CONTENT_PAGE_SIZE);
  return (
    <>
      <ContentGrid testId={kind === 'blogs' ? 'blog-list' : 'news-list'}>
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} />
          </li>
        ))}
      </ContentGrid>
      <ContentListPager
        offset={offset}
        shown={items.length}
        total={totalCount}
        noun={noun}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={onLoadMore}
        nextHref={contentListPath(kind, scope, lastPage)}
        previousHref={page > 1 ? contentListPath(kind, scope, page - 1) : null}
      />
      <ContentListJsonLd name={name} offset={offset} total={totalCount} items={items} />
    </>
  );
}
