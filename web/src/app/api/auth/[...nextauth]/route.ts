import NextAuth from 'next-auth';
import { authOptions } from '@/auth/options';

/** next-auth's endpoints: session, csrf, providers, signin, callback/{provider}, signout, _log. */
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
