import type { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';

export interface InvalidationListenerOptions {
  /** The process's Redis client: the listener subscribes on a duplicate of it. */
  redis: Redis;
  channel: string;
  logger: Logger;
  /** False when the cache is off (a lifetime of 0): nothing is started. */
  enabled: boolean;
  /** Each message published on the channel. */
  onMessage: (message: string) => void;
  /**
   * Called with false whenever the subscription may have missed a message (the connection went down,
   * or the process stops) and with true when it listens again; a cache drops everything on both.
   */
  onListening: (listening: boolean) => void;
  /** The cache's name, in the logs. */
  name: string;
}

/**
 * A Redis pub/sub subscription that tells a replica's short-lived cache what other replicas changed,
 * and whether it can trust that it heard everything. A cache serves nothing while `listening` is
 * false: a message missed while the connection was down could have been the one that mattered.
 */
export class InvalidationListener {
  private subscriber?: Redis;
  private isListening = false;

  constructor(private readonly options: InvalidationListenerOptions) {}

  get listening(): boolean {
    return this.isListening;
  }

  async start(): Promise<void> {
    if (!this.options.enabled) return;
    const { redis, channel, logger, onMessage } = this.options;
    // A subscribed connection can do nothing else: a connection of its own.
    const subscriber = redis.duplicate({ lazyConnect: true, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => onMessage(message));
    subscriber.on('ready', () => this.setListening(true)); // ioredis subscribes again on every reconnect before 'ready'
    subscriber.on('close', () => this.setListening(false));
    subscriber.on('error', (error: unknown) => logger.warn({ err: error }, `${this.options.name}: invalidation listener error (the cache is off until it is back)`));
    try {
      await subscriber.connect();
      await subscriber.subscribe(channel);
      this.setListening(true);
    } catch (error) {
      // Not fatal: without the listener the cache is off, and every read goes to Redis as without it.
      logger.warn({ err: error }, `${this.options.name}: cannot listen for invalidations yet (the cache is off until it can)`);
    }
  }

  stop(): void {
    this.setListening(false);
    this.subscriber?.disconnect();
  }

  private setListening(listening: boolean): void {
    this.isListening = listening;
    this.options.onListening(listening);
  }
}
