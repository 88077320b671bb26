/**
 * The load generator, in a child process of its own so autocannon's client work never runs
 * on the event loop of the servers being measured. Receives jobs over IPC, answers a summary.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  id: number;
  url: string;
  /** Fixed path, or a template whose `{id}` is replaced by a random id of `idRange` per request. */
  path: string;
  idRange?: [number, number];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadSummary {
  id: number;
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
}

async function run(job: LoadJob): Promise<LoadSummary> {
  const range = job.idRange;
  const request = range
    ? {
        method: 'GET',
        setupRequest: (req: { path?: string }) => ({
          ...req,
          path: job.path.replace('{id}', String(range[0] + Math.floor(Math.random() * (range[1] - range[0] + 1)))),
        }),
      }
    : { method: 'GET', path: job.path };
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    pipelining: 1,
    timeout: 10,
    headers: job.headers,
    requests: [request],
  });
  return {
    id: job.id,
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (summary) => process.send!({ ok: true, summary }),
    (error: unknown) => process.send!({ ok: false, id: job.id, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
