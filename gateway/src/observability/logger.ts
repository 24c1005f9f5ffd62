/** The logging surface the gateway uses; Yoga's logger and `console` both satisfy it. */
export interface GatewayLogger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}
