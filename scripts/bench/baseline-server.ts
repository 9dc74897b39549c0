/**
 * The baseline: a bare node:http server answering one fixed JSON body (BENCH_BODY_FILE), so the
 * feed's throughput reads as a share of what Node itself does on this machine.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportListening } from './child-server';

const body = fs.readFileSync(process.env.BENCH_BODY_FILE ?? '');
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  reportListening((server.address() as AddressInfo).port, () => new Promise((resolve) => server.close(() => resolve())));
});
