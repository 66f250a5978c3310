/**
 * A facility's or an activity's pictures on its page: each shown (uploads from the API's
 * `/catalogue-images/{name}`, the catalogue's own by file name) with Make thumbnail and Remove,
 * and an Add picture file input (JPEG, PNG or WebP of at most 1 MB) with "also the thumbnail".
 *
 * spec: membership-backoffice.md §3 (Facility: images with thumbnails; Activity: image,
 * thumbnail), §7 (facility images, delete image, delete thumbnail; inventory images).
 */
import { useId, useState } from 'react';
import { API_PREFIX } from '../../lib/staff-api';
import type { ItemWrite } from './use-catalogue-item';

/** 1 MB: the API's body limit. */
const MAX_BYTES = 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface PicturesProps {
  /** The facility or activity: its name, thumbnail and pictures (stored names). */
  item: { name: string; thumbnail: string; images: string[] };
  write(change: ItemWrite): Promise<unknown>;
  busy: boolean;
}

function Picture({ name, alt }: { name: string; alt: string }) {
  if (!name.startsWith('upload-')) return <span className="muted">{name}</span>;
  return (
    <img
      src={`${API_PREFIX}/catalogue-images/${encodeURIComponent(name)}`}
      alt={alt}
      width={120}
      height={80}
      style={{ objectFit: 'cover' }}
    />
  );
}

export function ItemPictures({ item, write, busy }: PicturesProps) {
  const inputId = useId();
  const [asThumbnail, setAsThumbnail] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const images = item.images;
  const send = (change: ItemWrite) => write(change).catch(() => undefined);
  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type) || file.size > MAX_BYTES) {
      setProblem('Upload a JPEG, PNG or WebP image of at most 1 MB');
      return;
    }
    setProblem(null);
    send({ method: 'POST', under: `/images?thumbnail=${asThumbnail}`, body: file });
  };
  return (
    <section className="panel" aria-label="Pictures">
      <h2>Pictures</h2>
      <p>
        Thumbnail:{' '}
        {item.thumbnail ? (
          <Picture name={item.thumbnail} alt={`${item.name}, thumbnail`} />
        ) : (
          <span className="muted">none</span>
        )}
      </p>
      {images.length === 0 && <p className="muted">No picture yet.</p>}
      <ul className="plain-list">
        {images.map((name, index) => (
          <li key={name} className="button-row">
            <Picture name={name} alt={`${item.name}, picture ${index + 1}`} />
            {item.thumbnail !== name && (
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  send({ method: 'POST', under: `/images/${encodeURIComponent(name)}/thumbnail` })
                }
              >
                Make thumbnail
              </button>
            )}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                send({ method: 'DELETE', under: `/images/${encodeURIComponent(name)}` })
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor={inputId}>Add picture</label>
        <input
          id={inputId}
          type="file"
          accept={TYPES.join(',')}
          disabled={busy}
          onChange={(event) => {
            upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="field-hint">A JPEG, PNG or WebP image of at most 1 MB.</p>
        {problem && <p className="field-error">{problem}</p>}
      </div>
      <label className="check-field">
        <input
          type="checkbox"
          checked={asThumbnail}
          onChange={(event) => setAsThumbnail(event.target.checked)}
        />{' '}
        Also make it the thumbnail
      </label>
    </section>
  );
}
