import { z } from '@hono/zod-openapi';
import { ObjectIdSchema } from '../http/query-params.ts';

export const TourGuideSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'Tenzing Norgay Sherpa' }),
    mobile: z.string().openapi({ description: 'E.164', example: '+9779851012345' }),
    email: z.string().openapi({ example: 'tenzing.sherpa@example.com' }),
  })
  .openapi('TourGuide', { description: 'Spec §3: guide/contact details — mobile, email and (tour guide details) name' });

export type TourGuide = z.infer<typeof TourGuideSchema>;

export const OrderGuidesSchema = z.object({ orderId: z.string(), guides: z.array(TourGuideSchema) }).openapi('OrderTourGuides');

export const GetTourGuidesBody = z
  .object({
    orderIds: z.array(ObjectIdSchema).min(1, 'must list at least 1 order').max(50, 'must list at most 50 orders').openapi({ example: ['65f1c0ffee0000000000abcd'] }),
    source: z.string().max(50).optional(),
  })
  .openapi('GetTourGuides');

export const NewTourGuideBody = z
  .object({
    name: z.string().trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
    mobile: z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +919412300101'),
    email: z.email('must be an e-mail address').max(256).transform((value) => value.toLowerCase()),
  })
  .openapi('NewTourGuide');

export const AssignGuidesBody = z
  .object({ guideIds: z.array(ObjectIdSchema).max(10, 'must list at most 10 guides') })
  .openapi('AssignTourGuides', { description: "The departure's guides, replacing the ones it had (an empty list removes them)" });

export const DepartureIdParam = z.object({ departureId: z.string().min(1).max(64).openapi({ param: { name: 'departureId', in: 'path' } }) });
