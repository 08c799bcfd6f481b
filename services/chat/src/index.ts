// What other workspaces may import from the chat service (the gateway's tests boot it in-process).
export { ChatModule } from './chat.module.js';
