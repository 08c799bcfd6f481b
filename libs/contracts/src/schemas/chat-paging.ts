// Its own module, without zod: the web page's first script names a chat's first page (screens/first-reads.ts).

/** How many messages a page of a conversation holds, unless the reader asks for another size. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_MAX_PAGE_SIZE = 100;
