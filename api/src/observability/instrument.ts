/**
 * Imported first by `main.ts`: database drivers are instrumented before the pool is made (so its connections
 * are counted) and traces start when `OTEL_EXPORTER_OTLP_ENDPOINT` is set.
 */
import { instrumentDatabaseDrivers } from './db-instrumentation.ts';
import { apiMetrics } from './metrics.ts';
import { startTracing } from './tracing.ts';

instrumentDatabaseDrivers(apiMetrics());
export const tracing = startTracing('api');
