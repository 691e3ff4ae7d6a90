import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';

/** An error that maps to one HTTP status and a Spanish message for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (errors: Record<string, string>, message: string = HTTP_MESSAGES.badRequest) =>
  new HttpError(400, message, errors);
export const unauthenticated = (message: string = HTTP_MESSAGES.unauthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string = HTTP_MESSAGES.conflict, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
