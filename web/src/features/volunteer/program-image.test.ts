import { describe, expect, it } from 'vitest';
import { programImage, uploadedProgramPictures } from './program-image';

const uploaded = [
  { image: '/api/v1/program-files/upload-1b2c.jpg' },
  { image: '/api/v1/program-files/upload-3d4e.png' },
];

describe('programme picture', () => {
  it('shows the first picture uploaded with the programme files, before any other', () => {
    expect(programImage({ image: 'monitoring.jpg', images: uploaded }, 1)).toBe(
      '/api/v1/program-files/upload-1b2c.jpg',
    );
    expect(uploadedProgramPictures({ image: null, images: uploaded })).toEqual([
      '/api/v1/program-files/upload-1b2c.jpg',
      '/api/v1/program-files/upload-3d4e.png',
    ]);
  });

  it("uses the programme's own picture as the site's illustration of that name", () => {
    expect(programImage({ image: 'monitoring.jpg', images: [] }, 2)).toBe('/images/monitoring.svg');
  });

  it('falls back to a wildlife illustration by position, repeating after four', () => {
    const none = { image: null, images: [] };
    expect(uploadedProgramPictures(none)).toEqual([]);
    expect(programImage(none, 0)).toBe('/images/ranger.svg');
    expect(programImage(none, 1)).toBe('/images/rhino.svg');
    expect(programImage(none, 4)).toBe('/images/ranger.svg');
  });
});
