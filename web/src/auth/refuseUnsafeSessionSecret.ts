import { sessionSecretRefusal } from './sessionSecret';

/** As the gateway and the api do: a production server stops at start on a session secret anyone may hold. */
export function refuseUnsafeSessionSecret(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const refusal = sessionSecretRefusal(process.env);
  if (!refusal) return;
  console.error(`[web] refusing to start: ${refusal}`);
  process.exit(1);
}
