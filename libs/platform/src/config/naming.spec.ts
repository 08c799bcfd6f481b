import { Naming } from './naming.js';

test('without a namespace names are the production ones', () => {
  const naming = new Naming('');
  expect(naming.database('chat')).toBe('converge_chat');
  expect(naming.subject('evt.chat.message.sent')).toBe('evt.chat.message.sent');
  expect(naming.stream).toBe('EVENTS');
});

test('a namespace isolates databases, subjects, the stream and Redis keys', () => {
  const naming = new Naming('t1');
  expect(naming.database('chat')).toBe('t1_converge_chat');
  expect(naming.subject('evt.chat.message.sent')).toBe('t1.evt.chat.message.sent');
  expect(naming.unprefix('t1.evt.chat.message.sent')).toBe('evt.chat.message.sent');
  expect(naming.stream).toBe('T1_EVENTS');
  expect(naming.redisPrefix).toBe('t1:');
});
