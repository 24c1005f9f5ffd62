import { withoutExcluded } from '../../domain/picker/exclude.ts';
import { groupByClassification } from '../../domain/picker/group-by-classification.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

/** The picker: the packages on offer, the trending ones first under 'Popular Packages' (two list calls, once each). */
export const pickerQuery: Pick<QueryResolvers, 'packagePicker'> = {
  packagePicker: async (_root, _args, { loaders, config }) => {
    const [items, trending] = await Promise.all([loaders.pickerList(), loaders.trending()]);
    const popularIds = trending.packages.map((pkg) => pkg._id);
    return groupByClassification(withoutExcluded(items, config.pickerExcludedPackageIds), popularIds);
  },
};
