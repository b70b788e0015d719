import styles from './product.module.css';

/** A 0-5 rating drawn as five stars, filled to the tenth; the label says it in words. */
export function Stars({ value, label, size = 'sm' }: { value: number; label: string; size?: 'sm' | 'lg' }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className={`${styles.stars} ${size === 'lg' ? styles.starsLarge : ''}`} role="img" aria-label={label}>
      <span aria-hidden="true" className={styles.starsTrack}>
        ★★★★★
      </span>
      <span aria-hidden="true" className={styles.starsFill} style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
