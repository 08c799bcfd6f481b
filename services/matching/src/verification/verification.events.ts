import { Injectable } from '@nestjs/common';
import { VerificationLevelsReadModel } from '@converge/platform';

/** Keeps each person's verification level for discovery's Verified badge and "verified only" filter. */
@Injectable()
export class VerificationLevelEvents extends VerificationLevelsReadModel({ onLevel: 'levels_on_verification', onDeleted: 'levels_on_user_deleted' }) {}
