import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/** A file cardlab will not read: not a regular file, or larger than the limit. Its message says why. */
export class FileRefused extends Error {
  override name = 'FileRefused';
}

/**
 * The bytes of a regular file of at most `maxBytes`, read once. A FIFO, a device (`/dev/zero`), a socket or a folder is
 * refused before a byte is read, and so is a file whose size is over the limit; one that grows past it while read is
 * refused too. The checks are on the opened file, so a path swapped between check and read changes nothing.
 * @example readInputFile('/dev/zero', 16 * 2 ** 20) // throws FileRefused 'a character device, not a regular file'
 */
export function readInputFile(path: string, maxBytes: number): Uint8Array {
  // Non-blocking: opening a FIFO for reading would otherwise wait for a writer, for ever.
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new FileRefused(`${kindOf(stats)}, not a regular file`);
    if (stats.size > maxBytes) throw new FileRefused(tooLarge(`has ${sizeText(stats.size)}`, maxBytes));
    return readAtMost(fd, maxBytes, stats.size);
  } finally {
    closeSync(fd);
  }
}

/** The bytes up to the end of the file; past `maxBytes` (a file that grew since its size was read) it is refused. */
function readAtMost(fd: number, maxBytes: number, size: number): Uint8Array {
  // One byte more than the size: a file that grew shows it (and a /proc file, which says size 0, is read on).
  let buffer = Buffer.alloc(Math.min(size, maxBytes) + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > maxBytes) throw new FileRefused(tooLarge('grew while read', maxBytes));
      const larger = Buffer.alloc(Math.min(buffer.length * 2, maxBytes + 1));
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    const read = readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) return buffer.subarray(0, length);
    length += read;
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'a special file';
}

const tooLarge = (what: string, maxBytes: number) =>
  `it ${what}, over the limit of ${sizeText(maxBytes)}; CARDLAB_MAX_FILE_MB raises it`;

/**
 * A size as messages show it: bytes under a megabyte (2^20 bytes), else megabytes to a tenth.
 * @example [sizeText(40244), sizeText(16 * 2 ** 20), sizeText(2 ** 30 + 2 ** 19)]
 * // => ['40,244 bytes', '16 MB', '1,024.5 MB']
 */
export function sizeText(bytes: number): string {
  if (bytes < 2 ** 20) return `${bytes.toLocaleString('en-US')} bytes`;
  const mb = Math.round((bytes / 2 ** 20) * 10) / 10;
  return `${mb.toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}
