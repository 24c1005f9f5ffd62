import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { ViewerResolvers } from '../../generated/resolvers-types.ts';

/** `Viewer.enquiries`: newest first, `GET /user/enquiry` pages through the per-request loader. */
export const Viewer: Pick<ViewerResolvers, 'enquiries'> = {
  enquiries: (_viewer, { first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), (page) => loaders.enquiryPage.load(page)),
};
