// A small HTTP client for the table-server benchmarks: keep-alive connections (node:http, which
// costs the client less than fetch), JSON in and out, a bearer token, a bounded wait per request.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const TIMEOUT_MS = 30_000;

/**
 * One request to `url`: `body` is sent as JSON (or as text/yaml when it is a string and `yaml` is
 * set). Resolves to { status, json }; rejects on a socket error or after TIMEOUT_MS.
 */
export function request(method, url, { token, body, yaml } = {}) {
  const headers = {};
  let payload;
  if (body !== undefined) {
    payload = typeof body === 'string' ? body : JSON.stringify(body);
    headers['content-type'] = yaml ? 'text/yaml' : 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, timeout: TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = text.length > 0 ? JSON.parse(text) : undefined;
        } catch {
          json = { message: text };
        }
        resolve({ status: res.statusCode, json });
      });
      res.on('error', reject);
    });
    req.on('timeout', () =>
      req.destroy(new Error(`${method} ${url}: no answer in ${TIMEOUT_MS} ms`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The same, throwing unless the status is `expect`. */
export async function expectJson(expect, method, url, options) {
  const r = await request(method, url, options);
  if (r.status !== expect)
    throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.json).slice(0, 400)}`);
  return r.json;
}

/** Closes the idle keep-alive sockets (so the process can exit). */
export function closeConnections() {
  agent.destroy();
}
