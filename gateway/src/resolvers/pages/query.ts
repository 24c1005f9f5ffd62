import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { KmyRegistrationSection, QueryResolvers } from '../../generated/resolvers-types.ts';
import type { KmyRegistrationSectionPath } from '../../rest/pages/types.ts';

/** The spec §7 path segment of each section. */
const SECTION_PATHS: Record<KmyRegistrationSection, KmyRegistrationSectionPath> = {
  BANK_DETAILS: 'bank-details',
  GUIDELINES: 'guidelines',
};

export const pagesQuery: Pick<QueryResolvers, 'pages' | 'page' | 'kmyRegistrationPage' | 'kmyRegistrationPackages'> = {
  pages: (_root, { first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), (page) => loaders.pagesPage.load(page)),
  page: (_root, { slug }, { loaders }) => loaders.pageBySlug.load(slug),
  kmyRegistrationPage: (_root, { section }, { loaders }) => loaders.kmyRegistrationPage.load(SECTION_PATHS[section]),
  kmyRegistrationPackages: (_root, _args, { loaders }) => loaders.kmyRegistrationPackages(),
};
