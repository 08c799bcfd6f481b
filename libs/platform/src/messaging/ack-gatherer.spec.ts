import { jest } from '@jest/globals';
import { AckGatherer } from './ack-gatherer.js';

const message = (acked: string[], name: string) => ({ ack: () => void acked.push(name) });

afterEach(() => jest.useRealTimers());

test('acks wait for the window and then leave together, in the order they were given', () => {
  jest.useFakeTimers();
  const acked: string[] = [];
  const gatherer = new AckGatherer(20);
  gatherer.ack(message(acked, 'a'));
  jest.advanceTimersByTime(10);
  gatherer.ack(message(acked, 'b'));
  expect(acked).toEqual([]);
  jest.advanceTimersByTime(10); // 20 ms after the first
  expect(acked).toEqual(['a', 'b']);
  gatherer.ack(message(acked, 'c')); // a new window starts
  jest.advanceTimersByTime(19);
  expect(acked).toEqual(['a', 'b']);
  jest.advanceTimersByTime(1);
  expect(acked).toEqual(['a', 'b', 'c']);
});

test('flush sends what is held at once, and nothing is sent twice', () => {
  jest.useFakeTimers();
  const acked: string[] = [];
  const gatherer = new AckGatherer(20);
  gatherer.ack(message(acked, 'a'));
  gatherer.flush();
  expect(acked).toEqual(['a']);
  jest.advanceTimersByTime(100);
  expect(acked).toEqual(['a']);
});

test('with no window each ack leaves at once', () => {
  const acked: string[] = [];
  new AckGatherer(0).ack(message(acked, 'a'));
  expect(acked).toEqual(['a']);
});

test('an ack that cannot be sent (the connection closed) does not stop the others', () => {
  jest.useFakeTimers();
  const acked: string[] = [];
  const gatherer = new AckGatherer(20);
  gatherer.ack({
    ack: () => {
      throw new Error('closed');
    },
  });
  gatherer.ack(message(acked, 'b'));
  expect(() => jest.advanceTimersByTime(20)).not.toThrow();
  expect(acked).toEqual(['b']);
});
