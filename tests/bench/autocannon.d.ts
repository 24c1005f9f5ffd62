/** The part of autocannon 9's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number };

  export type Options = {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    title?: string;
  };

  export type Result = {
    title?: string;
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };

  type Instance = Promise<Result> & {
    stop: () => void;
    /** Every answer as it arrives; `responseTime` in milliseconds with sub-millisecond precision. */
    on: (event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void) => Instance;
  };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
