import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

type Variables = GraphQLResolveInfo['variableValues'];
type Selection = SelectionSetNode['selections'][number];

const isIncluded = (node: Selection, variables: Variables): boolean =>
  getDirectiveValues(GraphQLSkipDirective, node, variables)?.['if'] !== true &&
  getDirectiveValues(GraphQLIncludeDirective, node, variables)?.['if'] !== false;

/**
 * The arguments of every selection of `fieldName` on the object the current field returns (through fragments
 * and aliases, `@skip`/`@include` honoured), so a parent resolver can start a child's upstream call at once
 * instead of after its own answer. Empty when the return type is not an object or does not have the field.
 */
export function selectedFieldArgs(info: GraphQLResolveInfo, fieldName: string): Record<string, unknown>[] {
  const type = getNamedType(info.returnType);
  const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
  if (field === undefined) return [];
  const found: Record<string, unknown>[] = [];
  const seenFragments = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined): void => {
    for (const node of selectionSet?.selections ?? []) {
      if (!isIncluded(node, info.variableValues)) continue;
      if (node.kind === 'Field') {
        if (node.name.value === fieldName) found.push(getArgumentValues(field, node, info.variableValues));
      } else if (node.kind === 'InlineFragment') {
        walk(node.selectionSet);
      } else if (!seenFragments.has(node.name.value)) {
        seenFragments.add(node.name.value);
        walk(info.fragments[node.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return found;
}
