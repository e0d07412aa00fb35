// A proxy that forwards nothing and remembers every attempt: given to a process as HTTP(S)_PROXY,
// it shows whether that process tried to reach any host other than the ones it was told to
// reach directly (NO_PROXY). Tests assert its log stays empty.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TrapProxy {
  url: string
  /** `CONNECT host:port` for HTTPS, `METHOD url` for plain HTTP. */
  attempts: string[]
  close(): Promise<void>
}

export async function startTrapProxy(): Promise<TrapProxy> {
  const attempts: string[] = []
  const server = createServer((req, res) => {
    attempts.push(`${req.method} ${req.url}`)
    res.writeHead(502)
    res.end()
  })
  server.on('connect', (req, socket) => {
    attempts.push(`CONNECT ${req.url}`)
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
