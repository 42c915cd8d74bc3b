// The ceiling: a bare Node http server answering fixed bytes (given as base64 in BODY_B64).
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BODY_B64 ?? '', 'base64');
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
