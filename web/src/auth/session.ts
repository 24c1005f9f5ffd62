import { getServerSession as nextAuthServerSession, type Session } from 'next-auth';
import { getToken } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { usableApiToken } from './apiToken';
import { authOptions } from './options';

/** The signed-in user's session in a server component or route, or null for a visitor. */
export function getServerSession(): Promise<Session | null> {
  return nextAuthServerSession(authOptions);
}

/** The api token from the request's session cookie (route handlers). Never send it to the browser. */
export async function getApiToken(request: Pick<Request, 'url' | 'headers'>): Promise<string | undefined> {
  // Only the URL and headers (cookies) are needed: never clone the request, its body may be read already.
  const req = new NextRequest(request.url, { headers: request.headers });
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  return usableApiToken(token);
}
