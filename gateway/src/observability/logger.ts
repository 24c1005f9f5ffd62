import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import { batchingLogDestination } from './log-destination.ts';

/** The logging surface the gateway uses; Yoga's logger and `console` both satisfy it. */
export interface GatewayLogger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Never written, wherever a header object ends up in a log line. */
export const REDACTED_PATHS = ['authorization', 'cookie', 'x-proxy-key', '*.authorization', '*.cookie', '*.["x-proxy-key"]', '*.headers.authorization', '*.headers.cookie', '*.headers["x-proxy-key"]'];

/** One JSON line per event on stdout (pino), `service: gateway`; `GATEWAY_LOG_LEVEL` (default info). */
export function createJsonLogger(level = process.env.GATEWAY_LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'gateway' }, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return pino(options, destination ?? stdout());
}

let stdoutDestination: DestinationStream | undefined;

/** The process's one stdout destination (`log-destination.ts`): one per process, so two loggers cannot interleave their buffers. */
function stdout(): DestinationStream {
  stdoutDestination ??= batchingLogDestination(1);
  return stdoutDestination;
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/** Yoga's `(…args)` logger over pino: an Error argument becomes `err` (with its stack), the rest the message. */
export function yogaLoggerOf(log: Logger): GatewayLogger {
  const at = (level: Level) => (...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    const message = format(...args.filter((arg) => arg !== error));
    if (error) log[level]({ err: error }, message);
    else log[level](message);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
