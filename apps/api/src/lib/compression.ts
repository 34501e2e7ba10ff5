import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this size gain less from compression than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers of at least 1 KB with brotli or gzip, as the client accepts.
 * Registered in the API's scope before its routes (it hooks each route as it is added). The
 * event stream writes to the socket itself, so it is never buffered by a compressor; request
 * bodies are never inflated, so a body limit bounds what is read.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
