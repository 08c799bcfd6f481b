/** Every TypeORM entity of the admin service. */
export const entities = [];
