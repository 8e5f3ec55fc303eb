import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The reference: what a bare node:http server answers on this machine with nothing behind it,
 * {"success":true} for any request. Asked for a file of the web build (/assets/...), it sends
 * the same bytes the portal sends a browser (the Brotli copy), read once, so that serving the
 * page's files can also be compared with the machine's limit for bodies of that size.
 */
const body = JSON.stringify({ success: true });
const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
const files = new Map<string, Buffer>();
const brotliOf = (name: string) => {
  if (!files.has(name)) {
    const file = path.join(assets, path.basename(name));
    files.set(name, fs.existsSync(`${file}.br`) ? fs.readFileSync(`${file}.br`) : Buffer.from(body));
  }
  return files.get(name)!;
};

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    if (request.url?.startsWith('/assets/')) {
      const bytes = brotliOf(request.url);
      response.writeHead(200, { 'content-encoding': 'br', 'content-length': bytes.length });
      response.end(bytes);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
