import { withoutExcluded } from '../../domain/picker/exclude.ts';
import { groupByClassification } from '../../domain/picker/group-by-classification.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const pickerQuery: Pick<QueryResolvers, 'packagePicker'> = {
  packagePicker: async (_root, _args, { loaders, config }) =>
    groupByClassification(withoutExcluded(await loaders.pickerList(), config.pickerExcludedPackageIds)),
};
