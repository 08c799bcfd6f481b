/** Every TypeORM entity of the safety service. */
export const entities = [];
