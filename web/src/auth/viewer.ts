import { z } from 'zod';

/**
 * What the session keeps of the signed-in user: the fields of `gatewayViewer_viewer`, which the sign-in
 * mutations and `gatewayViewerQuery` select. Server operations read the raw answer, where fragment fields
 * arrive inlined, and check them with this schema.
 */
export const viewerSchema = z.object({
  internalId: z.string(),
  firstname: z.string().nullable(),
  displayName: z.string(),
  initial: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});

export type GatewayViewer = z.infer<typeof viewerSchema>;

/** The `data` of a gateway answer, checked against what the operation selects. */
export function responseData<Schema extends z.ZodType>(response: unknown, schema: Schema): z.output<Schema> {
  return schema.parse(z.object({ data: z.unknown() }).parse(response).data);
}
