export * from './notifications.config.js';
export * from './mailer.js';
export * from './sms-sender.js';
export * from './notifications.module.js';
