import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Answers what Node's HTTP parser refuses before any route runs, in the API's shape
 * `{message, code}` and saying what was wrong: headers (with the request line) over Node's limit → 431,
 * a client that took too long to send its headers → 408, anything unparsable → 400. Fastify's
 * `clientErrorHandler`; a reset connection gets nothing.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          {
            message: `The request's headers are too large: the address and headers together may be at most ${Math.floor(http.maxHeaderSize / 1024)} KB. A cookie or header may have grown too big; signing out and in again clears the cookies.`,
            code: 'HEADERS_TOO_LARGE',
          },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { message: 'The request took too long to arrive. Please try again.', code: 'REQUEST_TIMEOUT' }]
        : [400, { message: 'That request could not be read.', code: 'BAD_REQUEST' }];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
