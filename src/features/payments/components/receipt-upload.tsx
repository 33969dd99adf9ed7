import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { Icon } from '@/ui/icon';
import { checkUploads, UPLOAD_RULES, type UploadProblem } from '../logic/upload-rules';
import '@/ui/money-pages.css';
import './receipt-upload.css';

/** The spec's own messages (SPEC 8). */
const PROBLEMS: Record<UploadProblem, MessageDescriptor> = {
  wrongType: msg`Only png or jpg`,
  tooLarge: msg`Image over 5 MB`,
  tooMany: msg`More than 3 images`,
};

function usePreviews(files: readonly File[]) {
  const urls = useMemo(() => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null)), [files]);
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Receipt or proof images (SPEC 5: png or jpg, 5 MB each, 3 at most): a file
 * that breaks a rule is refused with the spec's message and the others kept;
 * each chosen image shows as a thumbnail that can be removed.
 */
export function ReceiptUpload({
  label,
  files,
  onChange,
  required,
}: {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  required?: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const previews = usePreviews(files);
  const full = files.length >= UPLOAD_RULES.maxFiles;
  const removeLabel = (name: string) => t`Remove ${name}`;
  return (
    <fieldset className="receipt-upload">
      <legend className="field__label">
        {label}
        {required ? null : (
          <span className="receipt-upload__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </legend>
      <ul className="receipt-upload__list" aria-label={t`Chosen images`}>
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`} className="receipt-upload__item">
            {previews[index] ? <img src={previews[index]} alt="" className="receipt-upload__thumb" /> : <Icon name="receipt" size={28} />}
            <span className="receipt-upload__name">
              {file.name}
              <small>{size(file.size)}</small>
            </span>
            <button
              type="button"
              className="receipt-upload__remove"
              aria-label={removeLabel(file.name)}
              onClick={() => {
                setProblems([]);
                onChange(files.filter((_, other) => other !== index));
              }}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {full ? null : (
          <li>
            <label htmlFor={id} className="receipt-upload__drop">
              <Icon name="upload" size={22} />
              <span>
                <Trans>Add image</Trans>
              </span>
              <small>
                <Trans>png or jpg, up to 5 MB, 3 images</Trans>
              </small>
            </label>
            <input
              id={id}
              className="visually-hidden"
              type="file"
              accept="image/png,image/jpeg,.png,.jpg,.jpeg"
              multiple
              aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
              onChange={(event) => {
                const chosen = Array.from(event.currentTarget.files ?? []);
                event.currentTarget.value = '';
                const result = checkUploads(files.length, chosen);
                setProblems(result.problems);
                if (result.accepted.length > 0) onChange([...files, ...result.accepted]);
              }}
            />
          </li>
        )}
      </ul>
      {problems.length > 0 ? (
        <ul id={`${id}-problems`} className="receipt-upload__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{i18n._(PROBLEMS[problem])}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
