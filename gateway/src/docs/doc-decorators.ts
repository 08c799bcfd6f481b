import { SetMetadata } from '@nestjs/common';

/**
 * What the OpenAPI document cannot read from a route's zod schemas ("the API document is
 * right"): a file answer's media types, a redirect, a route that works with or without a session.
 * JSON answers are `@Answers(schema)`; upload bodies `@UploadBody({...})` (http/body-types.ts).
 */
export const ANSWERS_FILE = 'converge:docs:answers-file';
export const REDIRECTS = 'converge:docs:redirects';
export const SESSION_OPTIONAL = 'converge:docs:session-optional';

export interface FileAnswer {
  mediaTypes: string[];
  description: string;
}

/** The route answers a file (an image, a QR code) in one of these media types. */
export const AnswersFile = (mediaTypes: string[], description: string) => SetMetadata(ANSWERS_FILE, { mediaTypes, description } satisfies FileAnswer);

export interface RedirectAnswer {
  status: 302 | 303;
  location: string;
  description: string;
}

/** The route answers a redirect (a full-page navigation) to `location`. */
export const Redirects = (location: string, description: string, status: 302 | 303 = 302) => SetMetadata(REDIRECTS, { status, location, description } satisfies RedirectAnswer);

/** The route has no guard but reads the session cookie when there is one (sign-out, "who am I"). */
export const SessionOptional = () => SetMetadata(SESSION_OPTIONAL, true);
