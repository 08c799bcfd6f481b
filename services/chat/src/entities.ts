/** Every TypeORM entity of the chat service. */
export const entities = [];
