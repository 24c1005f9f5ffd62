import styles from './FileField.module.css';

export type PreviewSource = { url: string; isImage: boolean; name: string };

/** An image thumbnail at a fixed box, or a link to the PDF. */
export function FilePreview({ source }: { source: PreviewSource }) {
  if (!source.isImage) {
    return (
      <a className={styles.pdf} href={source.url} target="_blank" rel="noreferrer">
        {source.name} (PDF)
      </a>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- a blob: or signed URL the image optimiser cannot fetch
  return <img className={styles.preview} src={source.url} alt={`Preview of ${source.name}`} width={160} height={120} />;
}
