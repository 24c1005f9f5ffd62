import { isIntrospectionType, isSpecifiedScalarType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';

/** The schema's own named types: neither introspection (`__Type`) nor the specified scalars (`String`, `ID`, ...). */
export const ownTypes = (schema: GraphQLSchema): GraphQLNamedType[] =>
  Object.values(schema.getTypeMap()).filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type));
