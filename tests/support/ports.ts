/** Ports of the stack the e2e suite starts, apart from the defaults so a running `pnpm start` is left alone. */
export const testStackPorts = {
  api: Number(process.env.E2E_API_PORT ?? 4110),
  gateway: Number(process.env.E2E_GATEWAY_PORT ?? 4100),
  web: Number(process.env.E2E_WEB_PORT ?? 3100),
};
