/**
 * Where catalogue images (facility pictures and thumbnails) are kept: an `ImageStore` puts,
 * reads and removes an image by its stored name. The one store is files in a folder
 * (`DATA_DIR/catalogue-images` by default); an S3-compatible store is not built (no S3 client
 * is among the project's dependencies). Names are made here (`upload-{uuid}.{ext}`) and
 * checked on the way in, so a name from a request never leaves the folder.
 *
 * spec: membership-backoffice.md §3 (Facility: images with thumbnails), §7 (facility images,
 * delete image, delete thumbnail).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredImage {
  bytes: Uint8Array;
  content_type: ImageType;
}

export interface ImageStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The image, or null when there is none of that name. */
  get(name: string): Promise<StoredImage | null>;
  remove(name: string): Promise<void>;
}

const imageTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof imageTypes;

/** A stored image's name: `upload-`, a UUID and its type's extension. */
const storedName = /^upload-[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** Whether `name` is one this store made (and so safe as a file name). */
export function isStoredImageName(name: string): boolean {
  return storedName.test(name);
}

/** The image type `bytes` start with (JPEG, PNG or WebP), or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A new stored name for an image of `type`. */
export function newImageName(type: ImageType): string {
  return `upload-${randomUUID()}.${imageTypes[type]}`;
}

function typeOfName(name: string): ImageType {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const found = Object.entries(imageTypes).find(([, ext]) => ext === extension);
  return (found?.[0] ?? 'image/jpeg') as ImageType;
}

/** Images as files in `directory` (made on the first put). */
export function createFileImageStore(directory: string): ImageStore {
  const fileOf = (name: string) => {
    if (!isStoredImageName(name)) throw new Error(`Not a stored image name: ${name}`);
    return path.join(directory, name);
  };
  return {
    async put(name, bytes) {
      await mkdir(directory, { recursive: true });
      await writeFile(fileOf(name), bytes);
    },
    async get(name) {
      if (!isStoredImageName(name)) return null;
      try {
        return { bytes: await readFile(fileOf(name)), content_type: typeOfName(name) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

/** The default store: `DATA_DIR/catalogue-images`. */
export function defaultImageStore(dataDir: string): ImageStore {
  return createFileImageStore(path.join(dataDir, 'catalogue-images'));
}
