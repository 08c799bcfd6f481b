import net from 'node:net';
import { once } from 'node:events';
import { coalesceClientWrites } from './coalesced-writes.js';

// One shape: what a client socket is given in one turn of the event loop leaves as one write, in
// order and complete; sockets a server accepted are never held back.
describe('coalesceClientWrites', () => {
  let server: net.Server;
  let accepted: net.Socket[];
  let received: string;

  beforeAll(() => coalesceClientWrites({}));
  beforeEach(async () => {
    accepted = [];
    received = '';
    server = net.createServer((socket) => {
      accepted.push(socket);
      socket.on('data', (chunk) => (received += chunk.toString()));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterEach(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const connect = async () => {
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    await once(client, 'connect');
    return client;
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('holds a turn’s writes until the turn ends, then sends them all, in order', async () => {
    const client = await connect();
    client.write('a');
    client.write('b');
    client.write(Buffer.from('c'));
    expect(client.writableCorked).toBe(1);
    expect(client.writableLength).toBe(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.writableCorked).toBe(0);
    await until(() => received === 'abc');
    expect(received).toBe('abc');
    client.destroy();
  });

  it('a socket ended in the same turn still sends everything', async () => {
    const client = await connect();
    client.write('x');
    client.end('y');
    await until(() => received === 'xy');
    expect(received).toBe('xy');
  });

  it('never corks a socket a server accepted', async () => {
    const client = await connect();
    await until(() => accepted.length === 1);
    accepted[0]!.write('hello');
    expect(accepted[0]!.writableCorked).toBe(0);
    client.destroy();
  });
});
