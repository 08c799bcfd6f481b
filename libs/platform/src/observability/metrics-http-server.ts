import http from 'node:http';
import { metricsRegistry, renderMetrics } from './metrics.js';

/**
 * GET /metrics on a port of its own (METRICS_PORT), so the series never share the public port of the
 * gateway and a NATS-only service needs no web framework to be scraped. On loopback unless `host` says
 * otherwise (METRICS_HOST): the series describe the system to whoever can reach the port.
 */
export function startMetricsHttpServer(port: number, host = '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') {
      renderMetrics().then(
        (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
        (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found","code":"NOT_FOUND"}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
