/** Next calls this once per server start (web/README.md "Operations"). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseUnsafeSessionSecret } = await import('./auth/refuseUnsafeSessionSecret');
  refuseUnsafeSessionSecret();
  const { registerNodeObservability } = await import('./observability/registerNode');
  registerNodeObservability();
}
