/** Where `@Answers(schema)` keeps a route's schema (read by AnswerShapeInterceptor and the OpenAPI document). */
export const ANSWERS_METADATA = 'converge:answers';
