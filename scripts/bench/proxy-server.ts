/**
 * The round-robin proxy of the cluster tests in a process of its own (BENCH_PROXY_PORTS: the server processes'
 * ports, comma-separated), so the load generator and the proxy never share an event loop.
 */
import { RoundRobinProxy } from '../../tests/support/round-robin-proxy';
import { reportListening } from './child-server';

const ports = (process.env.BENCH_PROXY_PORTS ?? '').split(',').map(Number);
const proxy = await RoundRobinProxy.start(ports);
reportListening(proxy.port, () => proxy.close());
