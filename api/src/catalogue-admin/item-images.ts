/**
 * A facility's or an activity's pictures: staff upload one (JPEG, PNG or WebP, told by its first bytes, within
 * the API's 1 MB body limit), optionally as its thumbnail, remove one, or make one the
 * thumbnail. The file goes to the image store, its name to the item's `images` (and
 * `thumbnail`), logged with before and after (`facility_images`, `activity_images`); the
 * catalogue's version moves, so the public site and kiosks read the new names.
 *
 * spec: membership-backoffice.md §3 (Facility: images with thumbnails; Activity: image,
 * thumbnail), §7 (GET images by facility; delete image; delete thumbnail; inventory images,
 * inventory image delete).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import { facilityAdminMessages } from '@hifadhi/shared/schemas/facility-admin';
import { eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { activities, facilities } from '../db/schema/catalogue';
import { recordStaffChange } from '../logs/staff-changes';
import { refuseDeleted } from './catalogue-items';
import { type ImageStore, imageTypeOf, newImageName } from './image-store';

export interface ItemImagesDeps {
  db: Database;
  clock: Clock;
  images: ImageStore;
}

/** Whose pictures: a facility's or an activity's. */
export type PictureOwner = 'facility' | 'activity';

const owners = {
  facility: {
    table: facilities,
    notFound: catalogueAdminMessages.facilityNotFound,
    entity: 'facility_images',
  },
  activity: {
    table: activities,
    notFound: catalogueAdminMessages.activityNotFound,
    entity: 'activity_images',
  },
} as const;

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** Changes the item's images and thumbnail in one logged transaction. */
async function changePictures(
  deps: ItemImagesDeps,
  owner: PictureOwner,
  itemId: string,
  staff: Staff,
  change: (pictures: { images: string[]; thumbnail: string }) => {
    images: string[];
    thumbnail: string;
  },
): Promise<{ images: string[]; thumbnail: string; dropped: string[] }> {
  const now = deps.clock.now();
  const { table, notFound, entity } = owners[owner];
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ images: table.images, thumbnail: table.thumbnail, deleted_at: table.deleted_at })
      .from(table)
      .where(eq(table.public_id, itemId))
      .for('update');
    if (!row) throw new DomainError('NOT_FOUND', notFound(itemId));
    refuseDeleted(row, facilityAdminMessages.deleted);
    const before = { images: row.images, thumbnail: row.thumbnail };
    const after = change(before);
    await tx.update(table).set(after).where(eq(table.public_id, itemId));
    await recordStaffChange(tx, staff, { entity, entity_id: itemId, before, after }, now);
    const kept = new Set([...after.images, after.thumbnail]);
    return { ...after, dropped: [...before.images, before.thumbnail].filter((n) => !kept.has(n)) };
  });
}

/**
 * Stores `bytes` as a new picture of `owner` `itemId` (and its thumbnail when `asThumbnail`);
 * the picture's stored name.
 * @throws DomainError VALIDATION_FAILED when the bytes are not a JPEG, PNG or WebP image;
 * NOT_FOUND for an unknown item; CONFLICT for a deleted one.
 */
export async function addItemImage(
  deps: ItemImagesDeps,
  owner: PictureOwner,
  itemId: string,
  bytes: Uint8Array,
  asThumbnail: boolean,
  staff: Staff,
): Promise<string> {
  const type = imageTypeOf(bytes);
  if (!type) {
    throw new DomainError('VALIDATION_FAILED', facilityAdminMessages.imageType, {
      fields: { image: facilityAdminMessages.imageType },
    });
  }
  const name = newImageName(type);
  await deps.images.put(name, bytes);
  try {
    await changePictures(deps, owner, itemId, staff, ({ images, thumbnail }) => ({
      images: [...images, name],
      thumbnail: asThumbnail ? name : thumbnail,
    }));
  } catch (error) {
    await deps.images.remove(name);
    throw error;
  }
  return name;
}

/**
 * Removes picture `name` from `owner` `itemId` (its thumbnail too, when it was) and its file
 * when it was an upload.
 * @throws DomainError NOT_FOUND when the item has no such picture.
 */
export async function removeItemImage(
  deps: ItemImagesDeps,
  owner: PictureOwner,
  itemId: string,
  name: string,
  staff: Staff,
): Promise<void> {
  const { dropped } = await changePictures(deps, owner, itemId, staff, ({ images, thumbnail }) => {
    if (!images.includes(name) && thumbnail !== name) {
      throw new DomainError('NOT_FOUND', facilityAdminMessages.imageNotFound(name));
    }
    return {
      images: images.filter((image) => image !== name),
      thumbnail: thumbnail === name ? '' : thumbnail,
    };
  });
  for (const file of dropped) {
    if (file.startsWith('upload-')) await deps.images.remove(file);
  }
}

/**
 * Makes picture `name` (one of its images) `owner` `itemId`'s thumbnail.
 * @throws DomainError NOT_FOUND when the item has no such picture.
 */
export async function setItemThumbnail(
  deps: ItemImagesDeps,
  owner: PictureOwner,
  itemId: string,
  name: string,
  staff: Staff,
): Promise<void> {
  await changePictures(deps, owner, itemId, staff, ({ images }) => {
    if (!images.includes(name)) {
      throw new DomainError('NOT_FOUND', facilityAdminMessages.imageNotFound(name));
    }
    return { images, thumbnail: name };
  });
}
