import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** A validation rule refusing string literals of the document longer than `maxLength` characters. */
export const maxStringLiteralRule =
  (maxLength: number) =>
  (context: ValidationContext): ASTVisitor => ({
    StringValue(node) {
      if (node.value.length > maxLength) {
        context.reportError(new GraphQLError(`String literals are limited to ${maxLength} characters.`, { nodes: [node] }));
      }
    },
  });

export const useMaxStringLiteral = (maxLength: number): Plugin => ({
  onValidate({ addValidationRule }) {
    addValidationRule(maxStringLiteralRule(maxLength));
  },
});
