import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Content types a browser form (or a `no-cors` fetch) can POST cross-site without a CORS preflight. Multipart
 * is the one exception, for uploads (GraphQL multipart request spec): the CSRF prevention below requires its
 * `x-graphql-yoga-csrf` header, which no cross-site form can send.
 */
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'text/plain'];

const isFormBody = (request: Request): boolean => {
  const contentType = request.headers.get('content-type')?.toLowerCase() ?? '';
  return FORM_CONTENT_TYPES.some((type) => contentType.startsWith(type));
};

/**
 * Yoga's CSRF prevention on every POST: a request must have a content type that forces a CORS preflight
 * (JSON) or carry the `x-graphql-yoga-csrf` header. GETs are exempt: they can only run queries (Yoga
 * refuses mutations over GET with 405) and a cross-site page cannot read their answers.
 */
export function useCsrfPreventionOnPosts(): Plugin {
  const csrf = useCSRFPrevention();
  return {
    onRequestParse(payload) {
      if (payload.request.method !== 'GET') return csrf.onRequestParse?.(payload);
    },
  };
}

/** No form-encoded or text bodies at all, whatever headers come with them: 415, JSON (or multipart uploads) only. */
export function useRefuseFormBodies(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method === 'POST' && isFormBody(request)) {
        throw createGraphQLError('Send GraphQL requests as application/json.', {
          extensions: { code: 'BAD_REQUEST', http: { status: 415, headers: { accept: 'application/json' } } },
        });
      }
    },
  };
}
