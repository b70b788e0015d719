import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_IMAGE_MAX_BYTES, CONTACT_IMAGE_TYPES } from '@voltline/contracts';
import { formStyles } from '../../components/ui/form-field';
import { AlertIcon } from '../../components/ui/icons/icons';
import { useFormat } from '../../lib/format';
import styles from './image-field.module.css';

/** docs/product.md §9: file sizes from KB upward, two decimals. */
function fileSize(bytes: number, locale: string): string {
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${units[unit]}`;
}

/** The chosen photo as a data: URL (the site's CSP allows data: images, not blob: ones). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}

interface ImageFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** A refusal from the server (622). */
  problem?: string | null;
}

/**
 * The optional photo. The browser's checks (type, 5 MB) only spare a pointless upload: the server
 * checks the content itself and re-encodes the picture without its metadata.
 */
export function ImageField({ file, onChange, problem }: ImageFieldProps) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<string | null>(null);
  const preview = usePreview(file);
  const shown = local ?? problem ?? null;

  const choose = (chosen: File | undefined) => {
    setLocal(null);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) setLocal(t('contact.fields.image_not_image'));
    else if (chosen.size > CONTACT_IMAGE_MAX_BYTES) setLocal(t('contact.fields.image_too_large'));
    else {
      onChange(chosen);
      return;
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className={formStyles.field}>
      <span className={formStyles.label} id={`${id}-label`}>
        {t('contact.fields.image')}
      </span>
      {file ? (
        <div className={styles.preview}>
          {preview ? <img src={preview} alt="" className={styles.thumb} /> : <span className={styles.thumb} />}
          <span className={styles.previewText}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={formStyles.hint}>{fileSize(file.size, locale)}</span>
          </span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('contact.fields.image_remove')}
          </button>
        </div>
      ) : (
        <label className={styles.drop}>
          <input
            ref={input}
            type="file"
            name="image"
            accept={CONTACT_IMAGE_TYPES.join(',')}
            className={styles.fileInput}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <span className={styles.dropLabel}>{t('contact.fields.image_choose')}</span>
        </label>
      )}
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t('contact.fields.image_hint')}
      </p>
      {shown ? (
        <p className={formStyles.error} role="alert">
          <AlertIcon />
          {shown}
        </p>
      ) : null}
    </div>
  );
}
