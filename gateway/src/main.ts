import { collectStartupGarbage, CONFIG, closeOnSignals, LOGGER, type Logger } from '@converge/platform';
import { createGateway } from './create-gateway.js';
import type { GatewayConfig } from './config.js';

const app = await createGateway();
const config = app.get<GatewayConfig>(CONFIG);
collectStartupGarbage();
await app.listen(config.PORT, config.HOST);
closeOnSignals(app, 'gateway');
app.get<Logger>(LOGGER).info({ port: config.PORT }, `gateway listening on http://localhost:${config.PORT}`);
