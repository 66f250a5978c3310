/**
 * The picture of a programme: its own image when the catalogue has one, else one of the
 * site's wildlife illustrations chosen by the programme's place in the list.
 *
 * spec: public-site.md §2.16 (cards with image).
 */
import { imageUrl } from '../../lib/image-url';

const ILLUSTRATIONS = ['ranger.svg', 'rhino.svg', 'chimp.svg', 'lion.svg'] as const;

/** `/images/…` address for a programme with `image` at `position` (0-based) in the list. */
export function programImage(image: string | null, position: number): string {
  if (image) return imageUrl(image);
  return `/images/${ILLUSTRATIONS[position % ILLUSTRATIONS.length]}`;
}
