import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { PlatformCoreModule } from '@converge/platform/core';
import { gatewayConfigShape } from './config.js';
import { controllers } from './http/controllers.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { RateLimiter } from './http/rate-limiter.js';
import { SessionStore } from './auth/session.store.js';
import { SessionCookie } from './auth/session-cookie.js';
import { DeviceCookie } from './auth/device-cookie.js';
import { SessionGuard } from './auth/session.guard.js';
import { MainViewGuard } from './auth/main-view.guard.js';
import { GateCache } from './auth/gate-cache.js';
import { KnownSessions } from './auth/known-sessions.js';
import { AuthCache } from './auth/auth-cache.js';
import { AuthCacheEvents } from './auth/auth-cache.events.js';
import { SocketServer } from './realtime/socket-server.js';
import { EventFanout } from './realtime/event-fanout.js';
import { PushGapGuard } from './realtime/push-gap.js';
import { LiveSignals } from './realtime/live-signals.js';
import { pushers } from './realtime/pushers.js';
import { SpaFallback } from './static/spa-fallback.js';
import { PushDevices } from './http/push/push-devices.js';

@Module({
  imports: [PlatformCoreModule.forProcess({ service: 'gateway', config: gatewayConfigShape })],
  controllers,
  providers: [
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    SpaFallback,
    RateLimiter,
    SessionStore,
    SessionCookie,
    DeviceCookie,
    SessionGuard,
    MainViewGuard,
    GateCache,
    KnownSessions,
    AuthCache,
    AuthCacheEvents,
    SocketServer,
    EventFanout,
    PushGapGuard,
    LiveSignals,
    ...pushers,
    PushDevices,
  ],
})
export class GatewayModule {}
