import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, getVariableValues, Kind, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { compiledSerialiserFits } from './compiled-serialiser.ts';

/**
 * graphql-jit 0.8.7 refuses a required variable with a default that the request leaves out (`$id: ID! = "…"`:
 * "was not provided"), which graphql-js accepts; GraphiQL's example `Node` operation is such a document. Those
 * requests run on the interpreter; every other one runs compiled.
 */
export function leavesOutARequiredDefaultedVariable({ document, operationName, variableValues }: ExecutionArgs): boolean {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName != null && definition.name?.value !== operationName) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.type.kind === Kind.NON_NULL_TYPE && variable.defaultValue !== undefined && variableValues?.[variable.variable.name.value] === undefined) {
        return true;
      }
    }
  }
  return false;
}

/**
 * graphql-jit answers variables that do not coerce (a missing required one, a string for an `Int`) with errors
 * Yoga cannot mask (no `extensions`: a 500 "Unexpected error."); graphql-js answers them 400 with their message.
 */
export function hasVariableErrors({ schema, document, operationName, variableValues }: ExecutionArgs): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation == null || (operation.variableDefinitions ?? []).length === 0) return false;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues ?? {}, { maxErrors: 1 });
  return coerced.errors !== undefined;
}

/**
 * Runs operations compiled by graphql-jit (each parsed document compiled once, cached by the plugin); the two
 * kinds of request above run on graphql-js, so every answer is the one the interpreter gives. Documents the
 * compiled serialiser fits (`compiled-serialiser.ts`) are also written by it, the others by `JSON.stringify`:
 * two instances of the plugin, one decision per execution.
 */
export function useJit(): Plugin[] {
  const fits = compiledSerialiserFits();
  const decisions = new WeakMap<ExecutionArgs, 'serialised' | 'compiled' | 'interpreted'>();
  const decide = (args: ExecutionArgs) => {
    let decision = decisions.get(args);
    if (decision === undefined) {
      const compiled = !leavesOutARequiredDefaultedVariable(args) && !hasVariableErrors(args);
      decision = !compiled ? 'interpreted' : fits(args.schema, args.document) ? 'serialised' : 'compiled';
      decisions.set(args, decision);
    }
    return decision;
  };
  return [
    useGraphQlJit({ customJSONSerializer: true }, { enableIf: (args) => decide(args) === 'serialised' }) as Plugin,
    useGraphQlJit({}, { enableIf: (args) => decide(args) === 'compiled' }) as Plugin,
  ];
}
