// Loaded with `node --import` into the server process by bench/idle-memory.bench.ts: answers each
// 'memory' message on the IPC channel with the process's memory figures. Plain JavaScript, so the
// measured process runs no transpiler.
import { getHeapStatistics } from 'node:v8';

process.on('message', (message) => {
  if (message !== 'memory') return;
  process.send?.({ ...process.memoryUsage(), heapLimit: getHeapStatistics().heap_size_limit });
});
// The channel must not keep the server alive once it closes.
process.channel?.unref();
