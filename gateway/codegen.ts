import type { CodegenConfig } from '@graphql-codegen/cli';
import { accountsMappers } from './src/rest/accounts/mappers.ts';
import { moneyMappers } from './src/domain/money/mappers.ts';
import { departureMappers } from './src/rest/booking/mappers.ts';
import { cartMappers } from './src/rest/cart/mappers.ts';
import { catalogueMappers } from './src/rest/catalogue/mappers.ts';
import { contentMappers } from './src/rest/content/mappers.ts';
import { collectionsMappers } from './src/rest/collections/mappers.ts';
import { noticeboardMappers } from './src/rest/noticeboard/mappers.ts';
import { pagesMappers } from './src/rest/pages/mappers.ts';
import { blogsMappers } from './src/rest/blogs/mappers.ts';
import { newsMappers } from './src/rest/news/mappers.ts';
import { ordersMappers } from './src/rest/orders/mappers.ts';
import { paymentsMappers } from './src/rest/payments/mappers.ts';
import { travellersMappers } from './src/rest/travellers/mappers.ts';
import { enquiriesMappers } from './src/rest/enquiries/mappers.ts';
import { zoomSessionsMappers } from './src/rest/zoom-sessions/mappers.ts';
import { webStoriesMappers } from './src/rest/web-stories/mappers.ts';
import { videosMappers } from './src/rest/videos/mappers.ts';
import { photoAlbumsMappers } from './src/rest/photo-albums/mappers.ts';
import { weatherMappers } from './src/rest/weather/mappers.ts';
import { filesMappers } from './src/rest/files/mappers.ts';
import { kycMappers } from './src/rest/kyc/mappers.ts';
import { faqsMappers } from './src/rest/faqs/mappers.ts';
import { reviewsMappers } from './src/rest/reviews/mappers.ts';
import { walletMappers } from './src/rest/wallet/mappers.ts';
import { employeesMappers } from './src/rest/employees/mappers.ts';
import { tourGuidesMappers } from './src/rest/tour-guides/mappers.ts';
import { groupOrdersMappers } from './src/rest/group-orders/mappers.ts';
import { giftCardsMappers } from './src/rest/gift-cards/mappers.ts';
import { countriesMappers } from './src/rest/countries/mappers.ts';
import { registrationsMappers } from './src/rest/registrations/mappers.ts';

/** Generates the resolver signatures from the contract SDL, with parents typed as the REST models each domain maps. */
const config: CodegenConfig = {
  schema: '../schema/graphql/*.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', File: 'File' },
        maybeValue: 'T | null',
        contextType: '../context.ts#GatewayContext',
        mappers: {
          ...catalogueMappers,
          ...contentMappers,
          ...collectionsMappers,
          ...pagesMappers,
          ...noticeboardMappers,
          ...blogsMappers,
          ...newsMappers,
          ...accountsMappers,
          ...departureMappers,
          ...travellersMappers,
          ...moneyMappers,
          ...cartMappers,
          ...paymentsMappers,
          ...ordersMappers,
          ...enquiriesMappers,
          ...zoomSessionsMappers,
          ...webStoriesMappers,
          ...videosMappers,
          ...photoAlbumsMappers,
          ...weatherMappers,
          ...faqsMappers,
          ...reviewsMappers,
          ...countriesMappers,
          ...registrationsMappers,
          ...filesMappers,
          ...walletMappers,
          ...employeesMappers,
          ...tourGuidesMappers,
          ...groupOrdersMappers,
          ...kycMappers,
          ...giftCardsMappers,
        },
      },
    },
  },
};

export default config;
