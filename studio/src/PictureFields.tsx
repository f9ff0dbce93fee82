import { useState } from 'react';
import type { ProgrammeFields } from '../../contract/studio';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PICTURE_SLOTS,
  pictureDimensions,
  pictureSizes,
  slotKind,
  SLOT_NAMES,
  type PictureKind,
  type PictureSlot,
  type PictureUpload,
  type ProgrammePictures,
} from '../../contract/studio-pictures';
import { call } from './api';
import './pictures.css';

/** How the studio names each shape a picture is cut to. */
const KIND_NAMES: Record<PictureKind, string> = {
  thumb: 'landscape card (16:9)',
  portrait: 'portrait card (2:3)',
  circle: 'round card (1:1)',
  short: 'short’s tall card (9:16)',
  cover: 'cover art (16:9)',
  title: 'logo (4:1)',
};
const SIZE_NAMES = ['Small', 'Medium', 'Large'] as const;
const SLOT_HINTS: Record<PictureSlot, string> = {
  thumbnail: 'The card in rows and search.',
  cover: 'Behind the detail page and the banner.',
  title: 'The programme’s name drawn as a picture (title art), over the cover art on the detail page.',
};

/**
 * The programme's thumbnail, cover art and title art: each uploaded as it is (the server checks it
 * by its content and cuts it), then shown in the three sizes viewers get. A picture becomes the
 * programme's with the next Save; Remove puts back the art drawn from the title.
 */
export function PictureFields({ fields, onChange }: { fields: ProgrammeFields; onChange: (pictures: ProgrammePictures) => void }) {
  const pictures = fields.pictures ?? {};
  return (
    <fieldset className="pictures">
      <legend>Pictures</legend>
      <p className="hint">
        JPEG, PNG or WebP, up to {PICTURE_MAX_BYTES / 1024 / 1024} MB. Each is cut to its shape and made into three sizes; Save keeps them.
      </p>
      {PICTURE_SLOTS.map((slot) => (
        <PictureSlotField
          key={slot}
          slot={slot}
          kind={slotKind(slot, fields)}
          picture={pictures[slot]}
          onChange={(picture) => {
            const next: ProgrammePictures = { ...pictures };
            if (picture) (next as Record<PictureSlot, unknown>)[slot] = picture;
            else delete next[slot];
            onChange(next);
          }}
        />
      ))}
    </fieldset>
  );
}

function PictureSlotField({
  slot,
  kind,
  picture,
  onChange,
}: {
  slot: PictureSlot;
  kind: PictureKind;
  picture: { kind: PictureKind; id: string } | undefined;
  onChange: (picture: PictureUpload['picture'] | undefined) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const id = `picture-${slot}`;

  async function upload(file: File) {
    setProblem('');
    // The server says the same; checked here first so a large file is not sent for nothing.
    if (file.size === 0) return setProblem(PICTURE_MESSAGES.empty);
    if (file.size > PICTURE_MAX_BYTES) return setProblem(PICTURE_MESSAGES.tooLarge);
    setBusy(true);
    try {
      onChange((await call<PictureUpload>('PUT', `/pictures/${kind}`, file)).picture);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const name = SLOT_NAMES[slot];
  return (
    <div className={`field picture-slot${problem ? ' invalid' : ''}`} data-slot={slot}>
      <label htmlFor={id}>{name[0]!.toUpperCase() + name.slice(1)}</label>
      <small id={`${id}-hint`}>
        {SLOT_HINTS[slot]} Cut to a {KIND_NAMES[kind]}.
      </small>
      <div className="picture-actions">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again is a change too.
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {picture && (
          <button type="button" disabled={busy} onClick={() => onChange(undefined)}>
            Remove the {name}
          </button>
        )}
      </div>
      {busy && <p role="status">Uploading and cutting the {name}…</p>}
      {problem && (
        <small className="error" id={`${id}-error`} role="alert">
          {problem}
        </small>
      )}
      {picture ? (
        <>
          {picture.kind !== kind && (
            <p className="hint" role="status">
              This picture was cut for a {KIND_NAMES[picture.kind]}; the programme now shows a {KIND_NAMES[kind]}. Upload it again to cut it to that shape.
            </p>
          )}
          <Crops picture={picture} name={name} />
        </>
      ) : (
        <p className="hint">No {name} uploaded: viewers see art drawn from the title.</p>
      )}
    </div>
  );
}

/** The three sizes of a picture as viewers get them, each drawn in its shape (scaled to fit here). */
function Crops({ picture, name }: { picture: { kind: PictureKind; id: string }; name: string }) {
  const sizes = pictureSizes(picture);
  const dimensions = pictureDimensions(picture.kind);
  const addresses = [sizes.small, sizes.medium, sizes.large];
  return (
    <ul className={`crops ${picture.kind}`} aria-label={`The ${name} in its three sizes`}>
      {addresses.map((address, i) => (
        <li key={address}>
          <img src={address} alt={`${name}, ${SIZE_NAMES[i]!.toLowerCase()}`} width={dimensions[i]!.width} height={dimensions[i]!.height} />
          <span>
            {SIZE_NAMES[i]} · {dimensions[i]!.width}×{dimensions[i]!.height}
          </span>
        </li>
      ))}
    </ul>
  );
}
