/**
 * The pictures of a programme: those staff uploaded with the programme files (served by the
 * API at `/api/v1/program-files/{name}`, oldest first) when there are any; else its catalogue
 * image; else one of the site's wildlife illustrations chosen by the programme's place in the
 * list.
 *
 * spec: public-site.md §2.16 (cards with image; detail: images); membership-backoffice.md §2.5
 * (Volunteers: PDF and images).
 */
import { imageUrl } from '../../lib/image-url';
import type { PublicProgram } from './program-queries';

const ILLUSTRATIONS = ['ranger.svg', 'rhino.svg', 'chimp.svg', 'lion.svg'] as const;

type ProgramPictures = Pick<PublicProgram, 'image' | 'images'>;

/** The addresses of the uploaded pictures of `program`, oldest first; none when it has none. */
export function uploadedProgramPictures(program: ProgramPictures): string[] {
  return program.images.map((picture) => picture.image);
}

/** The one picture of `program` at `position` (0-based) in the list: its first uploaded one. */
export function programImage(program: ProgramPictures, position: number): string {
  const [uploaded] = uploadedProgramPictures(program);
  if (uploaded) return uploaded;
  if (program.image) return imageUrl(program.image);
  return `/images/${ILLUSTRATIONS[position % ILLUSTRATIONS.length]}`;
}
