/** Ports of the stack the e2e suite starts, apart from the defaults so a running `pnpm start` is left alone. */
export const testStackPorts = {
  api: Number(process.env.E2E_API_PORT ?? 4110),
  gateway: Number(process.env.E2E_GATEWAY_PORT ?? 4100),
  web: Number(process.env.E2E_WEB_PORT ?? 3100),
  /**
   * A second gateway over the same api that also runs document texts, for the tests' own setup and checks
   * (as a mobile client in development would): the site's gateway serves trusted documents only.
   */
  setupGateway: Number(process.env.E2E_SETUP_GATEWAY_PORT ?? Number(process.env.E2E_GATEWAY_PORT ?? 4100) + 7),
};
