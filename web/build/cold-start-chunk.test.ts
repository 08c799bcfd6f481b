import { describe, expect, it } from 'vitest';
import { firstScreenChunks, staticClosure } from './cold-start-chunk';

// A small app: the page's first script, the app and its /app screen, two other screens sharing a module,
// and code behind a lazy import (never in the graph of static imports).
const graph: Record<string, string[]> = {
  boot: ['session-hint', 'contracts'],
  main: ['router-setup', 'session-hint'],
  'main-app': ['checkin-view'],
  'checkin-view': ['card'],
  chat: ['chat-window', 'card', 'avatar'],
  conversations: ['list', 'avatar'],
  'router-setup': [],
  card: [],
  avatar: ['contracts'],
  'chat-window': [],
  list: [],
  contracts: [],
};
const importsOf = (id: string) => graph[id] ?? [];

describe('the chunks a cold screen loads', () => {
  const chunks = firstScreenChunks('boot', ['main', 'main-app', 'checkin-view'], { chat: ['chat'], conversations: ['conversations'] }, importsOf);

  it('puts what /app runs first in one cold-start chunk, leaving what the page’s first script imports itself with it', () => {
    expect(['main', 'main-app', 'checkin-view', 'router-setup', 'card'].map((id) => chunks.get(id))).toEqual(Array(5).fill('cold-start'));
    expect(chunks.has('boot')).toBe(false);
    expect(chunks.has('session-hint')).toBe(false);
    expect(chunks.has('contracts')).toBe(false);
  });

  it('gives each other screen its own code in one chunk, and what several share one more', () => {
    expect(chunks.get('chat')).toBe('screen-chat');
    expect(chunks.get('chat-window')).toBe('screen-chat');
    expect(chunks.get('conversations')).toBe('screen-conversations');
    expect(chunks.get('list')).toBe('screen-conversations');
    expect(chunks.get('avatar')).toBe('screens-shared');
    // Already in cold-start: a screen that uses it loads it from there.
    expect(chunks.get('card')).toBe('cold-start');
  });

  it('leaves what the background loads after the screen to the bundler, so it never pulls a screen’s chunk', () => {
    const withBackground = firstScreenChunks('boot', ['main'], { chat: ['chat'], conversations: ['conversations'] }, (id) => (id === 'banner' ? ['avatar'] : importsOf(id)), ['banner']);
    expect(withBackground.has('avatar')).toBe(false);
    expect(withBackground.get('chat-window')).toBe('screen-chat');
  });

  it('follows static imports only, through cycles', () => {
    const cyclic = (id: string) => ({ a: ['b'], b: ['a', 'c'], c: [] })[id] ?? [];
    expect([...staticClosure(['a'], cyclic)].sort()).toEqual(['a', 'b', 'c']);
  });
});
