import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import { onlyHttp } from '@mocks/handlers';

/**
 * MSW handlers behind a real HTTP server on a free loopback port: msw/node
 * intercepts this process's own requests only, so a client that opens a
 * socket (the contract checker, curl) needs this. Each request becomes a
 * fetch Request handed to the handlers with msw's `getResponse`.
 *
 * `intercept` may change an answer (a deliberately broken server): it gets
 * the request and a function that asks the handlers, and returns the
 * Response to send, or 'hang' to never answer.
 */
export type Intercept = (request: Request, answer: () => Promise<Response>) => Promise<Response | 'hang'>;

export type HttpMockServer = { url: string; close(): Promise<void> };

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const method = message.method ?? 'GET';
  const body = chunks.length > 0 && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(message.url ?? '/', origin), { method, headers, body });
}

export async function serveHandlers(all: Array<RequestHandler | WebSocketHandler>, intercept?: Intercept): Promise<HttpMockServer> {
  const handlers = onlyHttp(all);
  let origin = '';
  const server = createServer((message, reply) => {
    void (async () => {
      const request = await toRequest(message, origin);
      const answer = async () =>
        (await getResponse(handlers, request.clone())) ?? Response.json({ success: false, message: 'No handler', value: null }, { status: 404 });
      const response = intercept ? await intercept(request, answer) : await answer();
      if (response === 'hang') return;
      reply.writeHead(response.status, Object.fromEntries(response.headers));
      reply.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      reply.writeHead(500, { 'Content-Type': 'text/plain' });
      reply.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
