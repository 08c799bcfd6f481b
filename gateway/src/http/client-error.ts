import http from 'node:http';
import type { Socket } from 'node:net';
import { bodyOf, errors } from '../errors.js';

/**
 * Answers what Node's HTTP parser refuses before any route runs, in the API's shape
 * `{message, code}` and saying what was wrong: headers (with the request line) over Node's limit → 431,
 * a client that took too long to send its headers → 408, anything unparsable → 400. Fastify's
 * `clientErrorHandler`; a reset connection gets nothing.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? errors.headersTooLarge(Math.floor(http.maxHeaderSize / 1024))
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? errors.requestTimeout()
        : errors.unreadableRequest();
  const text = JSON.stringify(bodyOf(error));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${error.status} ${http.STATUS_CODES[error.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
