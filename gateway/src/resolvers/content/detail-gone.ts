import type { GatewayContext } from '../../context.ts';

/**
 * The one rule of a content card whose detail has gone (its `filterby=slug` call answers 404 between the list
 * and the detail, e.g. unpublished meanwhile): the detail fields answer their empty value (`''`, `[]`) and a
 * warning is logged, so the list still renders (gateway/README.md "Content: a detail gone"). Answers null for
 * the caller to read as "no detail".
 */
export function detailGone(typeName: string, slug: string, { logger, requestId }: Pick<GatewayContext, 'logger' | 'requestId'>): null {
  logger.warn(`[${requestId}] ${typeName} ${slug}: its detail is gone (404 since it was listed); its detail fields answer empty`);
  return null;
}
