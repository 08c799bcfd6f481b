// The stack bench's baselines, run as a child process: `node stack-baseline.mjs node` is a bare Node
// process, `node stack-baseline.mjs nest <port>` a bare NestJS application (Fastify, one route,
// listening), the least a process of ours could be. Each does the one full collection our processes
// do once started (collectStartupGarbage, the flavour that hands memory back), then prints "ready" and idles.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const [mode, port] = process.argv.slice(2);
if (mode === 'nest') {
  await import('reflect-metadata');
  const { Controller, Get, Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  const { FastifyAdapter } = await import('@nestjs/platform-fastify');
  class HealthController {
    health() {
      return { status: 'up' };
    }
  }
  Get()(HealthController.prototype, 'health', Object.getOwnPropertyDescriptor(HealthController.prototype, 'health'));
  Controller('health')(HealthController);
  class AppModule {}
  Module({ controllers: [HealthController] })(AppModule);
  const app = await NestFactory.create(AppModule, new FastifyAdapter(), { logger: ['error'] });
  await app.listen(Number(port), '127.0.0.1');
}
setFlagsFromString('--expose-gc');
runInNewContext('gc')?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
