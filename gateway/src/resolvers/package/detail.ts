import type { GatewayContext } from '../../context.ts';
import type { PackageDetailModel, PackageModel } from '../../rest/catalogue/types.ts';

const isDetail = (parent: PackageModel): parent is PackageDetailModel =>
  parent.overview !== undefined &&
  parent.highlights !== undefined &&
  parent.itinerary !== undefined &&
  parent.inclusions !== undefined &&
  parent.exclusions !== undefined;

/**
 * The page fields of a package: already on the parent when it came from `/package-data`, otherwise
 * loaded by slug (once per request, whatever the number of fields asked).
 */
export async function packageDetail(parent: PackageModel, context: GatewayContext): Promise<PackageDetailModel | null> {
  return isDetail(parent) ? parent : context.loaders.packageBySlug.load(parent.slug);
}
