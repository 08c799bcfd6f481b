/** Every TypeORM entity of the matching service. */
export const entities = [];
