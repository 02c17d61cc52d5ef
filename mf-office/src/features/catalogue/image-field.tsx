import { type CatalogueImage, catalogueImageUrl, type UploadedImage } from '@agency/contracts/catalogue';
import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, TextField } from '@agency/shared-ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { UseFormReturn } from '@agency/shared-ui/form';
import styled from 'styled-components';
import { Fieldset as SharedFieldset } from '../../components/ui';
import { copy } from '../../copy';
import { uploadImage } from './api';

const text = copy.catalogue.image;

const Fieldset = styled(SharedFieldset)`
  img { display: block; max-width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius.sm}; margin-bottom: 0.5rem; background: ${({ theme }) => theme.color.surfaceAlt}; }
  figure { margin: 0 0 0.75rem; }
  figcaption { font-size: 0.9rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Upload = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 0.6rem;
  > div { flex: 1 1 14rem; min-width: 0; }
  > button { margin-bottom: 1rem; }
`;

/**
 * An image of the catalogue: upload a file (POST /api/office/catalogue/images, the bytes as the body), see it (its
 * smallest JPEG), describe it (`alt`, the caller's registered field, required by the contract) or remove it.
 */
export function ImageField({
  image,
  alt,
  description,
  onUploaded,
  onRemove,
}: {
  image: UploadedImage | null;
  /**
   * The alt text field, registered in the caller's form: called only once there is an image (registering 'image.alt'
   * while the image is null would make the form's image an object with only an alt).
   */
  alt: () => ReactNode;
  /** What the alt field holds now (the preview's own alt). */
  description: string;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const upload = useApiMutation({
    mutationFn: (chosen: File) => uploadImage(chosen),
    onSuccess: (uploaded) => {
      onUploaded(uploaded);
      setFile(null);
      if (input.current) input.current.value = '';
      // The description is required next: its field appears, and takes the focus.
      requestAnimationFrame(() => document.getElementById(`${id}-alt`)?.querySelector('input')?.focus());
    },
  });
  const send = () => {
    if (!file) {
      setProblem(text.chooseFirst);
      input.current?.focus();
      return;
    }
    setProblem(null);
    upload.mutate(file);
  };
  return (
    <Fieldset aria-busy={upload.isPending || undefined}>
      <legend>{text.legend}</legend>
      {upload.isError ? <Alert tone="error">{errorMessage(upload.error, copy.common.failed)}</Alert> : null}
      {upload.isSuccess ? <Alert tone="success">{text.uploaded}</Alert> : null}
      {image ? (
        <figure>
          <img src={catalogueImageUrl(image.id, image.widths[0] ?? image.width, 'jpeg')} alt={description.trim()} width={image.width} height={image.height} />
          <figcaption>{text.size(image.width, image.height)}</figcaption>
        </figure>
      ) : null}
      {image ? <div id={`${id}-alt`}>{alt()}</div> : null}
      <Upload>
        <TextField
          {...({ ref: input } as object)}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          label={text.file}
          hint={text.fileHint}
          error={problem ?? undefined}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <Button $variant="secondary" disabled={upload.isPending} onClick={send}>
          {upload.isPending ? text.uploading : text.upload}
        </Button>
      </Upload>
      {image ? (
        <p>
          <Button $variant="ghost" onClick={onRemove}>
            {text.remove}
          </Button>
        </p>
      ) : null}
    </Fieldset>
  );
}

/** A form of the draft with a catalogue image in its `image` field: a client logo, a case study, a page's hero. */
interface WithImage {
  image: CatalogueImage | null;
}

/**
 * ImageField bound to a form's `image` field: an upload sets it with an empty description (which the contract then
 * requires), removing it sets it to null. Pass the editor's form (`form as never`: each form has more fields).
 */
export function FormImageField({ form }: { form: UseFormReturn<WithImage, unknown, WithImage> }) {
  const image = form.watch('image');
  return (
    <ImageField
      image={image}
      description={image?.alt ?? ''}
      onUploaded={(uploaded) => form.setValue('image', { ...uploaded, alt: '' }, { shouldDirty: true })}
      onRemove={() => form.setValue('image', null, { shouldDirty: true })}
      alt={() => <TextField label={text.alt} hint={text.altHint} maxLength={200} error={form.formState.errors.image?.alt?.message} {...form.register('image.alt')} />}
    />
  );
}
