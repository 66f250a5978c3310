/**
 * The address of a catalogue picture. The catalogue names photographs (`pelican.jpg`); the
 * site ships an SVG illustration under the same base name in `/images/`.
 *
 * spec: public-site.md §7 (images are loaded from fixed server addresses by file name).
 */

/**
 * `/images/<name>.svg` for a catalogue file name such as `pelican.jpg`; a picture staff
 * uploaded (`upload-….jpg`) comes from the API's `/api/v1/catalogue-images/<name>`.
 */
export function imageUrl(fileName: string): string {
  if (fileName.startsWith('upload-')) return `/api/v1/catalogue-images/${fileName}`;
  return `/images/${fileName.replace(/\.(jpe?g|png|webp)$/i, '')}.svg`;
}
