import http from 'node:http';
import type { HealthService } from './health.service.js';

/**
 * A tiny HTTP listener for orchestrator probes: /health/live (process up) and /health/ready. On loopback
 * unless `host` says otherwise (HEALTH_HOST): a readiness report names every dependency, which is nobody else's business.
 */
export function startHealthHttpServer(port: number, health: HealthService, host = '127.0.0.1'): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    if (req.url === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"up"}');
      return;
    }
    if (req.url === '/health/ready') {
      const report = await health.check();
      res.writeHead(report.status === 'up' ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(report));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
