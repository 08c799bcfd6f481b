import { describe, expect, it } from 'vitest';
import { declaringModule, firstScreenChunks, namedImports, sharedChunks, staticClosure, throughBarrel, weighedWithLibraries } from './cold-start-chunk';

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
  const chunks = firstScreenChunks('boot', ['main'], ['main-app', 'checkin-view'], { chat: ['chat'], conversations: ['conversations'] }, importsOf);

  it('puts what every app screen runs first in the app’s core, leaving what the page’s first script imports itself with it', () => {
    expect(['main', 'router-setup'].map((id) => chunks.get(id))).toEqual(['app-core', 'app-core']);
    expect(chunks.has('boot')).toBe(false);
    expect(chunks.has('session-hint')).toBe(false);
    expect(chunks.has('contracts')).toBe(false);
  });

  it('gives each other screen its own code in one chunk, and what several share one more', () => {
    expect(chunks.get('chat')).toBe('screen-chat');
    expect(chunks.get('chat-window')).toBe('screen-chat');
    expect(chunks.get('conversations')).toBe('screen-conversations');
    expect(chunks.get('list')).toBe('screen-conversations');
    expect(chunks.get('avatar')).toBe('screens-shared-0');
  });

  it('puts the rest of what /app runs first in one cold-start chunk, less what another screen runs too', () => {
    expect(['main-app', 'checkin-view'].map((id) => chunks.get(id))).toEqual(['cold-start', 'cold-start']);
    // The chat shows a card too: in the core, so a cold chat never loads the check-in view for it.
    expect(chunks.get('card')).toBe('app-core');
  });

  it('puts what a screen shares with the background in a chunk of its own, so the background never pulls a screen’s chunk', () => {
    const withBackground = firstScreenChunks(
      'boot',
      ['main'],
      [],
      { chat: ['chat'], conversations: ['conversations'] },
      (id) => (id === 'banner' ? ['avatar', 'banner-text'] : importsOf(id)),
      ['banner'],
    );
    expect(withBackground.get('avatar')).toBe('screens-background');
    expect(withBackground.get('chat-window')).toBe('screen-chat');
    // Only the background runs it: the bundler's to place.
    expect(withBackground.has('banner-text')).toBe(false);
  });

  it('follows static imports only, through cycles', () => {
    const cyclic = (id: string) => ({ a: ['b'], b: ['a', 'c'], c: [] })[id] ?? [];
    expect([...staticClosure(['a'], cyclic)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('sees through the contracts’ index: a module imports the contracts it names, not every one', () => {
    const modules: Record<string, { importedIds: string[]; exports: string[]; code: string }> = {
      index: { importedIds: ['languages', 'chat-schemas'], exports: [], code: '' },
      languages: { importedIds: [], exports: ['LANGUAGES', 'isRtl'], code: '' },
      'chat-schemas': { importedIds: ['zod'], exports: ['messageSchema'], code: '' },
      boot: { importedIds: ['index', 'hint'], exports: [], code: "import { LANGUAGES as ALL, isRtl } from '@converge/contracts';\nimport { hint } from './hint';" },
      everything: { importedIds: ['index'], exports: [], code: "import * as contracts from '@converge/contracts';" },
    };
    const imports = throughBarrel('index', '@converge/contracts', (id) => modules[id] ?? null);
    expect(imports('boot')).toEqual(['hint', 'languages']);
    expect([...staticClosure(['boot'], imports)]).not.toContain('zod');
    // A namespace import takes the whole index, as the bundler sees it.
    expect(imports('everything')).toEqual(['index']);
  });

  it('follows a name passed on by another module to the module declaring it, so a constant does not bring its neighbours’ schemas', () => {
    const modules: Record<string, { importedIds: string[]; exports: string[]; code: string }> = {
      '/contracts/index.js': { importedIds: ['/contracts/schemas/chat.js'], exports: [], code: '' },
      '/contracts/schemas/chat.js': {
        importedIds: ['/node_modules/zod/index.js', '/contracts/schemas/chat-paging.js'],
        exports: ['messageSchema', 'CHAT_PAGE_SIZE'],
        code: "import { z } from 'zod';\nexport { CHAT_MAX_PAGE_SIZE, CHAT_PAGE_SIZE } from './chat-paging.js';\nexport const messageSchema = z.object({});",
      },
      '/contracts/schemas/chat-paging.js': { importedIds: [], exports: ['CHAT_PAGE_SIZE'], code: 'export const CHAT_PAGE_SIZE = 30;' },
      '/web/get-messages.ts': { importedIds: ['/contracts/index.js'], exports: [], code: "import { CHAT_PAGE_SIZE } from '@converge/contracts';" },
      '/web/send.ts': { importedIds: ['/contracts/index.js'], exports: [], code: "import { messageSchema } from '@converge/contracts';" },
    };
    const info = (id: string) => modules[id] ?? null;
    expect(declaringModule('CHAT_PAGE_SIZE', '/contracts/schemas/chat.js', info)).toBe('/contracts/schemas/chat-paging.js');
    expect(declaringModule('messageSchema', '/contracts/schemas/chat.js', info)).toBe('/contracts/schemas/chat.js');
    const imports = throughBarrel('/contracts/index.js', '@converge/contracts', info);
    expect([...staticClosure(['/web/get-messages.ts'], imports)]).not.toContain('/node_modules/zod/index.js');
    expect([...staticClosure(['/web/send.ts'], imports)]).toContain('/node_modules/zod/index.js');
  });

  it('reads the names a module imports from a specifier', () => {
    const code = "import { a, b as c } from '@converge/contracts';\nexport { d } from '@converge/contracts';\nimport { e } from './local';";
    expect(namedImports(code, '@converge/contracts')).toEqual(['a', 'b', 'd']);
    expect(namedImports("import x, { y } from '@converge/contracts';", '@converge/contracts')).toBeUndefined();
    expect(namedImports("import { e } from './local';", '@converge/contracts')).toEqual([]);
  });

  it('splits shared code by the screens running it, folding a small set into the one it costs least to join', () => {
    const screensOf = new Map([
      ['report-dialog', ['chat', 'live', 'admin']],
      ['verification-flow', ['profile', 'verification']],
      ['bubble', ['chat', 'conversations']],
      ['avatar-ring', ['chat', 'live']],
    ]);
    const size: Record<string, number> = { 'report-dialog': 30_000, 'verification-flow': 60_000, bubble: 26_000, 'avatar-ring': 500 };
    const chunkOf = sharedChunks(screensOf, (id) => size[id]!);
    // A chat never downloads the verification screens' code, and the small ring rides with the dialog
    // (chat and live load that one anyway; the admin pays 500 bytes) rather than being a file of its own.
    expect(chunkOf.get('verification-flow')).not.toBe(chunkOf.get('report-dialog'));
    expect(chunkOf.get('bubble')).not.toBe(chunkOf.get('report-dialog'));
    expect(chunkOf.get('avatar-ring')).toBe(chunkOf.get('report-dialog'));
    expect(new Set(chunkOf.values()).size).toBe(3);
  });

  it('leaves a small set in a file of its own when every join would make screens download more than a file costs', () => {
    const screensOf = new Map([
      ['meeting-texts', ['matches', 'meetpoint', 'navigation']],
      ['chat-window', ['chat', 'conversations']],
      ['check-icon', ['chat', 'meetpoint']],
    ]);
    // The meeting's texts bring zod; the chat's shared code is large: joining either costs far more than a file.
    const size: Record<string, number> = { 'meeting-texts': 95_000, 'chat-window': 60_000, 'check-icon': 400 };
    const chunkOf = sharedChunks(screensOf, (id) => size[id]!);
    expect(chunkOf.get('check-icon')).not.toBe(chunkOf.get('meeting-texts'));
    expect(chunkOf.get('check-icon')).not.toBe(chunkOf.get('chat-window'));
    expect(new Set(chunkOf.values()).size).toBe(3);
  });

  it('weighs a module with the libraries it brings, itself or through what it imports, unless the app loads them anyway', () => {
    const imports: Record<string, string[]> = {
      '/web/src/check-on-me.tsx': ['/libs/contracts/dist/schemas/check-ins.js', '/node_modules/react/index.js'],
      '/libs/contracts/dist/schemas/check-ins.js': ['/node_modules/zod/index.js'],
      '/node_modules/zod/index.js': ['/node_modules/zod/schemas.js'],
      '/web/src/bubble.tsx': ['/node_modules/react/index.js'],
    };
    const size: Record<string, number> = {
      '/web/src/check-on-me.tsx': 3_000,
      '/libs/contracts/dist/schemas/check-ins.js': 2_000,
      '/node_modules/zod/index.js': 1_000,
      '/node_modules/zod/schemas.js': 89_000,
      '/node_modules/react/index.js': 30_000,
      '/web/src/bubble.tsx': 4_000,
    };
    const weightOf = weighedWithLibraries(
      (id) => size[id] ?? 0,
      (id) => imports[id] ?? [],
      new Set(['/node_modules/react/index.js']),
    );
    // The component costs a screen zod too (its own 3 KB are the least of it); React is there anyway.
    expect(weightOf('/web/src/check-on-me.tsx')).toBe(3_000 + 90_000);
    expect(weightOf('/web/src/bubble.tsx')).toBe(4_000);
    // So a small set of such modules no longer joins screens that run no schema.
    const screensOf = new Map([
      ['/web/src/check-on-me.tsx', ['safety', 'matches']],
      ['/web/src/bubble.tsx', ['chat', 'conversations']],
      ['/web/src/report-dialog.tsx', ['chat', 'conversations', 'safety']],
    ]);
    const chunkOf = sharedChunks(screensOf, (id) => (id === '/web/src/report-dialog.tsx' ? 26_000 : weightOf(id)));
    expect(chunkOf.get('/web/src/check-on-me.tsx')).not.toBe(chunkOf.get('/web/src/report-dialog.tsx'));
    expect(chunkOf.get('/web/src/bubble.tsx')).toBe(chunkOf.get('/web/src/report-dialog.tsx'));
  });
});
