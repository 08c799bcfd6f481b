import { collectStartupGarbage, CONFIG, closeOnSignals, LOGGER, type Logger } from '@converge/platform/core';
import { createGateway } from './create-gateway.js';
import type { GatewayConfig } from './config.js';

const app = await createGateway();
const config = app.get<GatewayConfig>(CONFIG);
collectStartupGarbage();
// The signal handlers before listen resolves: a SIGTERM while it starts waits for it, then closes.
const listening = app.listen(config.PORT, config.HOST);
closeOnSignals(app, 'gateway', listening);
await listening;
app.get<Logger>(LOGGER).info({ port: config.PORT }, `gateway listening on http://localhost:${config.PORT}`);
