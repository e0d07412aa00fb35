// Starts a fake service on a free loopback port: an async request handler whose failure answers
// 500 (so a bug in a fake shows up in the test, not as a hung request), its URL, and a close
// that drops open keep-alive connections.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface LocalServer {
  url: string
  close: () => Promise<void>
}

export async function listenLocal(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>
): Promise<LocalServer> {
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500)
      res.end(String(err))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      })
  }
}
