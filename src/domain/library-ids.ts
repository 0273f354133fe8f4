/** Ids the client and the server make alike, without asking each other (./library.ts re-exports them). */

const FAVOURITES_NAMESPACE = '686dc4cd-799e-4092-8267-97cb052e74ec';

/** The id of a user's favourite of a track (a UUID v5), the same on every device and on the server. */
export function favouriteId(userId: string, trackId: string): string {
  return uuidV5(FAVOURITES_NAMESPACE, `${userId.toLowerCase()}:${trackId.toLowerCase()}`);
}

/** RFC 9562 UUID version 5 (SHA-1 of namespace and name). */
export function uuidV5(namespace: string, value: string): string {
  const space = namespace.replace(/-/g, '');
  const ns = Uint8Array.from({ length: 16 }, (_, i) => parseInt(space.slice(i * 2, i * 2 + 2), 16));
  const text = new TextEncoder().encode(value);
  const input = new Uint8Array(16 + text.length);
  input.set(ns);
  input.set(text, 16);
  const hash = sha1(input).slice(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = [...hash].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

function sha1Round(i: number, b: number, c: number, d: number): number {
  if (i < 20) return ((b & c) | (~b & d)) + 0x5a827999;
  if (i < 40) return (b ^ c ^ d) + 0x6ed9eba1;
  if (i < 60) return ((b & c) | (b & d) | (c & d)) + 0x8f1bbcdc;
  return (b ^ c ^ d) + 0xca62c1d6;
}

/** SHA-1 (FIPS 180-4), only for name-based UUIDs: pure, so client and server derive the same ids. */
function sha1(data: Uint8Array): Uint8Array {
  const blocks = new Uint8Array((((data.length + 8) >> 6) + 1) << 6);
  blocks.set(data);
  blocks[data.length] = 0x80;
  const view = new DataView(blocks.buffer);
  view.setUint32(blocks.length - 8, Math.floor(data.length / 0x20000000));
  view.setUint32(blocks.length - 4, (data.length * 8) >>> 0);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Uint32Array(80);
  for (let offset = 0; offset < blocks.length; offset += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 80; i += 1) w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1);
    let [a, b, c, d, e] = h as [number, number, number, number, number];
    for (let i = 0; i < 80; i += 1) {
      const t = (rotl(a, 5) + sha1Round(i, b, c, d) + e + w[i]!) >>> 0;
      [e, d, c, b, a] = [d, c, rotl(b, 30) >>> 0, a, t];
    }
    [a, b, c, d, e].forEach((value, i) => (h[i] = (h[i]! + value) >>> 0));
  }
  const out = new Uint8Array(20);
  const outView = new DataView(out.buffer);
  h.forEach((value, i) => outView.setUint32(i * 4, value));
  return out;
}
