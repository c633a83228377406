import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, createBrotliCompress, createGzip, gunzipSync, gzip, type BrotliCompress, type Gzip } from 'node:zlib';

/**
 * A body compressed once for every visitor who is sent it, in the two encodings browsers ask for; the rare client that
 * takes neither is sent it unpacked from the gzip copy.
 */
export interface EncodedBodies {
  br: Buffer;
  gzip: Buffer;
}

export type Encoding = keyof EncodedBodies | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Compressed on the thread pool, once per page and change: a middle quality costs a few milliseconds for a large page.
export async function encodedBodies(text: string): Promise<EncodedBodies> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/** The body in `encoding`. */
export const bodyIn = (bodies: EncodedBodies, encoding: Encoding): Buffer => (encoding === 'identity' ? gunzipSync(bodies.gzip) : bodies[encoding]);

/** The encoding to send for an `Accept-Encoding`: brotli, else gzip, else none; one refused with `q=0` is not taken. */
export function preferredEncoding(header: string | undefined): Encoding {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * A compressing stream for a page sent as it is drawn, flushing each write: its head reaches the browser at once,
 * instead of waiting in the compressor for the body. (Pages are answered outside any route, where @fastify/compress
 * does not reach.)
 */
export function compressingStream(encoding: keyof EncodedBodies): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 }, flush: zlib.BROTLI_OPERATION_FLUSH })
    : createGzip({ level: 6, flush: zlib.Z_SYNC_FLUSH });
}
