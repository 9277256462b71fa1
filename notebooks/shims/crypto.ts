// node:crypto in the notebooks' browser bundle: the SHA-256 a LoadedInput stamps its bytes with, from @noble/hashes.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export function createHash(algorithm: string) {
  if (algorithm !== 'sha256') throw new Error(`the notebooks hash with sha256 only, not ${algorithm}`);
  const hash = sha256.create();
  const hasher = {
    update(data: Uint8Array | string) {
      hash.update(typeof data === 'string' ? new TextEncoder().encode(data) : data);
      return hasher;
    },
    digest: (_encoding: 'hex') => bytesToHex(hash.digest()),
  };
  return hasher;
}
