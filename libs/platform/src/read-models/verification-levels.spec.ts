import 'reflect-metadata';
import { EVENT_HANDLER_METADATA } from '../messaging/on-event.decorator.js';
import { VerificationLevelsReadModel } from './verification-levels.js';

test("each service's subclass keeps its own durable consumer names (a rename would replay history)", () => {
  class Chat extends VerificationLevelsReadModel({ onLevel: 'chat_levels_on_verification', onDeleted: 'chat_levels_on_user_deleted' }) {}
  class Matching extends VerificationLevelsReadModel({ onLevel: 'levels_on_verification', onDeleted: 'levels_on_user_deleted' }) {}
  const handlers = (instance: object) => ['onLevel', 'onDeleted'].map((method) => Reflect.getMetadata(EVENT_HANDLER_METADATA, (instance as Record<string, object>)[method]));
  expect(handlers(new Chat())).toEqual([
    { type: 'VerificationLevelChanged', name: 'chat_levels_on_verification' },
    { type: 'UserDeleted', name: 'chat_levels_on_user_deleted' },
  ]);
  expect(handlers(new Matching())).toEqual([
    { type: 'VerificationLevelChanged', name: 'levels_on_verification' },
    { type: 'UserDeleted', name: 'levels_on_user_deleted' },
  ]);
});
