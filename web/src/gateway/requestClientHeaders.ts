import { headers } from 'next/headers';
import { cache } from 'react';
import { gatewayClientHeaders } from './clientAddress';

/**
 * `gatewayClientHeaders` of the request being served, for server code that has no `Request` at hand:
 * server components (`loadSerializableQuery`) and next-auth's callbacks and events. Once per request.
 */
export const requestClientHeaders = cache(async (): Promise<Record<string, string>> => gatewayClientHeaders(await headers()));
