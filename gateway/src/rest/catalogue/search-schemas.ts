import { z } from 'zod';
import { packageCardFields, type pricesSchema } from './schemas.ts';

/**
 * `/search/{query}` answers packages with lowercase price fields. They are normalised here, once,
 * to the camelCase card shape, so pricing and resolvers only ever see one shape.
 */
const searchPricesSchema = z
  .object({
    inrprice: z.number(),
    inrpricespecial: z.number(),
    isapplyseatoption: z.boolean(),
    packageprice: z.array(
      z.object({
        title: z.string(),
        inrprice: z.number(),
        passengertypeprice: z.array(z.object({ passengerType: z.string(), inrprice: z.number() })),
      }),
    ),
  })
  .transform(
    (prices): z.infer<typeof pricesSchema> => ({
      inrPrice: prices.inrprice,
      inrPriceSpecial: prices.inrpricespecial,
      isApplySeatOption: prices.isapplyseatoption,
      packagePrice: prices.packageprice.map((row) => ({
        title: row.title,
        inrPrice: row.inrprice,
        passengerTypePrice: row.passengertypeprice.map((passenger) => ({
          passengerType: passenger.passengerType,
          inrPrice: passenger.inrprice,
        })),
      })),
    }),
  );

export const searchPackageSchema = z.object({ ...packageCardFields, prices: searchPricesSchema });

const listItemFields = { _id: z.string().min(1), slug: z.string().min(1), title: z.string() };
const categorisedItemFields = { ...listItemFields, category: z.string().nullable() };

type ContentKind = 'blog' | 'news' | 'collection';
type ListItem = { _id: string; slug: string; title: string; category?: string | null };

/** Each kind names its image field after itself (`blogimage`, ...); content items call it `image`. */
const asContentItem = (kind: ContentKind, image: string, item: ListItem) => ({
  _id: item._id,
  slug: item.slug,
  title: item.title,
  kind,
  category: item.category ?? null,
  image,
});

const blogItemSchema = z
  .object({ ...categorisedItemFields, blogimage: z.string() })
  .transform((item) => asContentItem('blog', item.blogimage, item));
const newsItemSchema = z
  .object({ ...categorisedItemFields, newsimage: z.string() })
  .transform((item) => asContentItem('news', item.newsimage, item));
const collectionItemSchema = z
  .object({ ...listItemFields, collectionimage: z.string() })
  .transform((item) => asContentItem('collection', item.collectionimage, item));

const contentGroupSchema = <T extends z.ZodType>(item: T) =>
  z.object({ title: z.string(), slug: z.string().nullable(), lists: z.array(item) });

export const searchAnswerSchema = z.object({
  packages: z.array(
    z.object({ _id: z.string(), title: z.string(), slug: z.string(), lists: z.array(searchPackageSchema) }),
  ),
  blogs: z.array(contentGroupSchema(blogItemSchema)),
  news: z.array(contentGroupSchema(newsItemSchema)),
  collection: z.array(contentGroupSchema(collectionItemSchema)),
});
