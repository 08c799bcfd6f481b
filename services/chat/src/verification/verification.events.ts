import { Injectable } from '@nestjs/common';
import { VerificationLevelsReadModel } from '@converge/platform';

/** Keeps each person's verification level for the Verified mark next to their name in chat. */
@Injectable()
export class VerificationEvents extends VerificationLevelsReadModel({ onLevel: 'chat_levels_on_verification', onDeleted: 'chat_levels_on_user_deleted' }) {}
