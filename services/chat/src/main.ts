import { runService } from '@converge/platform';
import { ChatModule } from './chat.module.js';

await runService(ChatModule, 'chat');
