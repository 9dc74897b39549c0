/** The part of autocannon 8 (which ships no types) that the benchmarks use. */
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Cycled through by each connection; `setupRequest` may rewrite each one before it is sent. */
    requests?: RequestSpec[];
  };
  export type Request = { method: string; path: string; headers: Record<string, string> };
  export type RequestSpec = { method?: string; path?: string; setupRequest?: (request: Request) => Request };
  /** Latencies in milliseconds; requests and throughput per second. */
  type Histogram = { average: number; mean: number; min: number; max: number; total: number; p50: number; p90: number; p99: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
