import { NOT_FOUND_METADATA } from '@/components/errors/NotFoundPage';
import { NotFoundView } from '@/components/errors/NotFoundView';

export const metadata = NOT_FOUND_METADATA;

/** Unknown routes, and the client's view of a `NotFoundPage` (components/errors/NotFoundPage.tsx). */
export default function NotFound() {
  return <NotFoundView />;
}
