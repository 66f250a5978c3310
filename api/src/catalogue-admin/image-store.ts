/**
 * Where uploaded files are kept: catalogue images (facility pictures and thumbnails) and the
 * volunteer programmes' PDFs and pictures. A `ImageStore` puts, reads and removes a file by its
 * stored name. By default the files sit in a folder under `DATA_DIR` (`catalogue-images`,
 * `program-files`); with `S3_BUCKET` set they go to any S3-compatible store instead
 * (s3-image-store.ts, settings in image-store-settings.ts), each folder a key prefix. Names are
 * made here (`upload-{uuid}.{ext}`) and checked on the way in, so a name from a request never
 * leaves the folder or prefix.
 *
 * Kinds are told by their first bytes: JPEG, PNG and WebP images, and PDFs (`%PDF-`).
 *
 * spec: membership-backoffice.md §3 (Facility: images with thumbnails; Volunteer program: PDF
 * and images), §2.5 (Volunteers), §7 (facility images, delete image, delete thumbnail).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadImageStoreSettings } from './image-store-settings';
import { createS3ImageStore } from './s3-image-store';

export interface StoredImage {
  bytes: Uint8Array;
  content_type: StoredFileType;
}

export interface ImageStore {
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The file, or null when there is none of that name. */
  get(name: string): Promise<StoredImage | null>;
  remove(name: string): Promise<void>;
}

const imageTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof imageTypes;

const fileTypes = { ...imageTypes, 'application/pdf': 'pdf' } as const;
/** What a store keeps: an image type or `application/pdf`. */
export type StoredFileType = keyof typeof fileTypes;

/** The largest PDF a store takes, in bytes (1 MB, the API's request body limit). */
export const MAX_PDF_BYTES = 1024 * 1024;

/** A stored file's name: `upload-`, a UUID and its type's extension. */
const storedName = /^upload-[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

/** Whether `name` is one a store made (and so safe as a file name or key). */
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

/** Whether `bytes` are a PDF (they start with `%PDF-`) of at most `MAX_PDF_BYTES`. */
export function isPdf(bytes: Uint8Array): boolean {
  const magic = String.fromCharCode(...bytes.subarray(0, 5));
  return magic === '%PDF-' && bytes.length <= MAX_PDF_BYTES;
}

/** A new stored name for a file of `type`. */
export function newImageName(type: StoredFileType): string {
  return `upload-${randomUUID()}.${fileTypes[type]}`;
}

/** The type a stored name's extension says. */
export function typeOfStoredName(name: string): StoredFileType {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const found = Object.entries(fileTypes).find(([, ext]) => ext === extension);
  return (found?.[0] ?? 'image/jpeg') as StoredFileType;
}

/** Files in `directory` (made on the first put). */
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
        return { bytes: await readFile(fileOf(name)), content_type: typeOfStoredName(name) };
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

/**
 * The store of `folder`: files under `DATA_DIR/{folder}`, or the S3-compatible store the
 * environment names (`S3_BUCKET` …) with `{folder}/` as the key prefix.
 * @throws ImageStoreSettingsError when the S3 settings are half given.
 */
export function defaultFileStore(
  dataDir: string,
  folder: string,
  env: Record<string, string | undefined> = process.env,
): ImageStore {
  const s3 = loadImageStoreSettings(env);
  if (s3) return createS3ImageStore({ ...s3, prefix: `${folder}/` });
  return createFileImageStore(path.join(dataDir, folder));
}

/** The catalogue images' store: `DATA_DIR/catalogue-images` or the S3 store's `catalogue-images/`. */
export function defaultImageStore(dataDir: string): ImageStore {
  return defaultFileStore(dataDir, 'catalogue-images');
}
