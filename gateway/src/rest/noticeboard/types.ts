import type { z } from 'zod';
import type { noticeSchema } from './schemas.ts';

/** A `Notice` parent: a notice as `/noticeboard-site` answers it. */
export type NoticeModel = z.infer<typeof noticeSchema>;
