import http from 'node:http';

/** The reference: what a bare node:http server answers on this machine, with nothing behind it. */
const body = JSON.stringify({ success: true });
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
