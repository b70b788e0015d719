import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadDto, DownloadKindName } from '@voltline/contracts';
import { errorMessage } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useCurrentSite } from '../../lib/site-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppLink } from '../../components/ui/app-link';
import { useDownloads } from './api';
import { formatFileSize } from './file-size';
import content from './content.module.css';
import styles from './download-page.module.css';

const KINDS: readonly DownloadKindName[] = ['manual', 'firmware', 'driver', 'spec_sheet'];

/** The document's language in the visitor's language ("German", "Deutsch"...); "multi" has its own text. */
function useLanguageName() {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      return undefined;
    }
  }, [locale]);
  return (code: string) => (code === 'multi' ? t('content.downloads.multilingual') : (names?.of(code) ?? code));
}

function FileBadge({ fileName }: { fileName: string }) {
  const ext = fileName.split('.').pop()?.toUpperCase() ?? '';
  return (
    <span className={styles.badge} data-ext={ext} aria-hidden="true">
      {ext}
    </span>
  );
}

function DownloadRow({ file }: { file: DownloadDto }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const languageName = useLanguageName();
  const size = formatFileSize(file.size, i18n.language);
  return (
    <li className={styles.row} data-download={file.file_name}>
      <FileBadge fileName={file.file_name} />
      <div className={styles.info}>
        <h3 className={styles.name}>{file.title}</h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t('content.downloads.language')}</dt>
            <dd>{languageName(file.language)}</dd>
          </div>
          {file.version ? (
            <div>
              <dt>{t('content.downloads.version')}</dt>
              <dd>{file.version}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('content.downloads.date')}</dt>
            <dd>
              <time dateTime={file.date}>{format.date(new Date(`${file.date}T12:00:00`))}</time>
            </dd>
          </div>
          <div>
            <dt>{t('content.downloads.size')}</dt>
            <dd data-size={file.size}>{size}</dd>
          </div>
        </dl>
      </div>
      <a className={styles.get} href={file.url} download={file.file_name} aria-label={t('content.downloads.get_named', { name: file.title })}>
        {t('content.downloads.get')}
      </a>
    </li>
  );
}

/** /download: manuals, firmware, drivers and spec sheets, by kind. */
export function DownloadPage() {
  const { t } = useTranslation();
  const { site } = useCurrentSite();
  const downloads = useDownloads(site?.id);
  const [kind, setKind] = useState<DownloadKindName | 'all'>('all');
  useDocumentTitle(t('content.downloads.title'));
  const files = downloads.data ?? [];

  return (
    <div className={content.page}>
      <header className={content.hero}>
        <div className={content.heroInner}>
          <p className={content.eyebrow}>{t('content.support.eyebrow')}</p>
          <h1 className={content.title}>{t('content.downloads.title')}</h1>
          <p className={content.lead}>{t('content.downloads.lead')}</p>
        </div>
      </header>
      <section className={content.section}>
        <div className={content.chips} role="group" aria-label={t('content.downloads.kinds_label')}>
          {(['all', ...KINDS] as const).map((k) => (
            <button key={k} type="button" className={content.chip} aria-pressed={kind === k} onClick={() => setKind(k)}>
              {t(`content.downloads.kinds.${k}`)}
              <span className={content.count}>{k === 'all' ? files.length : files.filter((f) => f.kind === k).length}</span>
            </button>
          ))}
        </div>
        {downloads.isError ? (
          <p className={content.empty} role="alert">
            {errorMessage(downloads.error)}
          </p>
        ) : !downloads.data ? (
          <div className={content.skeleton} aria-busy="true" />
        ) : (
          <div className={styles.kinds}>
            {KINDS.filter((k) => kind === 'all' || kind === k).map((k) => {
              const ofKind = files.filter((f) => f.kind === k);
              if (ofKind.length === 0) return null;
              return (
                <section key={k} aria-labelledby={`downloads-${k}`}>
                  <h2 id={`downloads-${k}`} className={styles.kindTitle}>
                    {t(`content.downloads.kinds.${k}`)}
                  </h2>
                  <ul role="list" className={styles.list}>
                    {ofKind.map((f) => (
                      <DownloadRow key={f.id} file={f} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
        <p className={styles.help}>
          {t('content.downloads.help')}{' '}
          <AppLink to="/support_contactus" className={content.textLink}>
            {t('content.downloads.help_cta')}
          </AppLink>
        </p>
      </section>
    </div>
  );
}
