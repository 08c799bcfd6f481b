/** Every TypeORM entity of the venue service. */
export const entities = [];
