/**
 * A volunteer programme's PDF and pictures on its page: the PDF (open it, replace it, remove
 * it) and each picture with Remove, and file inputs to upload a PDF or add a picture (JPEG,
 * PNG or WebP), each of at most 1 MB. Files are served by the API at `/program-files/{name}`.
 *
 * spec: membership-backoffice.md §2.5 (Volunteers: PDF and images), §7 (Programs and
 * volunteers).
 */
import { useId, useState } from 'react';
import type { StaffProgram } from './ProgramForm';

/** 1 MB: the API's body limit. */
const MAX_BYTES = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface ProgramFilesProps {
  program: StaffProgram;
  /** Sends `method` to `to` (under `/programs/{id}`) with `body`; answers when done. */
  send(method: string, to: string, body?: Blob): void;
  busy: boolean;
}

function FileInput(props: {
  label: string;
  hint: string;
  accept: string[];
  problem: string;
  busy: boolean;
  onFile(file: File): void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="file"
        accept={props.accept.join(',')}
        disabled={props.busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const fits = props.accept.includes(file.type) && file.size <= MAX_BYTES;
          setProblem(fits ? null : props.problem);
          if (fits) props.onFile(file);
        }}
      />
      <p className="field-hint">{props.hint}</p>
      {problem && <p className="field-error">{problem}</p>}
    </div>
  );
}

export function ProgramFiles({ program, send, busy }: ProgramFilesProps) {
  return (
    <section className="panel" aria-label="PDF and pictures">
      <h2>PDF and pictures</h2>
      {program.pdf_url ? (
        <p className="button-row">
          <a href={program.pdf_url} target="_blank" rel="noreferrer">
            Programme PDF
          </a>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send('DELETE', '/pdf')}
          >
            Remove PDF
          </button>
        </p>
      ) : (
        <p className="muted">No PDF yet.</p>
      )}
      <FileInput
        label={program.pdf_url ? 'Replace PDF' : 'Upload PDF'}
        hint="A PDF of at most 1 MB."
        accept={['application/pdf']}
        problem="Upload a PDF of at most 1 MB"
        busy={busy}
        onFile={(file) => send('POST', '/pdf', file)}
      />
      {program.images.length === 0 && <p className="muted">No picture yet.</p>}
      <ul className="plain-list">
        {program.images.map((image, index) => (
          <li key={image.public_id} className="button-row">
            <img
              src={image.url}
              alt={`${program.name} ${index + 1}`}
              width={120}
              height={80}
              style={{ objectFit: 'cover' }}
            />
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => send('DELETE', `/images/${encodeURIComponent(image.public_id)}`)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <FileInput
        label="Add picture"
        hint="A JPEG, PNG or WebP image of at most 1 MB."
        accept={IMAGE_TYPES}
        problem="Upload a JPEG, PNG or WebP image of at most 1 MB"
        busy={busy}
        onFile={(file) => send('POST', '/images', file)}
      />
    </section>
  );
}
