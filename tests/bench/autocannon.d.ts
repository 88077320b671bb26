/** The part of autocannon 9's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: RequestOptions, context: Record<string, unknown>) => RequestOptions;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestOptions[];
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
