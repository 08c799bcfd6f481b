/** Every TypeORM entity of the identity service. */
export const entities = [];
