// What other workspaces may import from the chat service (the gateway's tests boot it in-process).
export { ChatModule } from './chat.module.js';
// Its error catalogue (the gateway's error-catalogue test checks the web can say each in every language).
export { errors } from './errors.js';
