import { Link } from '@tanstack/react-router';
import type { ArticleSummary } from '@voltline/contracts';
import { useFormat } from '../../lib/format';
import styles from './content.module.css';

/** A dated article as the /explore lists and the "keep reading" strip show it. */
/** `eager` for the cards in the first screen, so their pictures are not held back by lazy loading. */
export function ArticleCard({ article, headingLevel = 2, eager = false }: { article: ArticleSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link to="/article/$id" params={{ id: String(article.id) }} className={styles.card} data-article-id={article.id}>
      <img className={styles.cardImage} src={article.image} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className={styles.cardBody}>
        <div className={styles.meta}>
          <span className={styles.pill}>{article.category.name}</span>
          <time dateTime={article.date}>{format.date(new Date(`${article.date}T12:00:00`))}</time>
        </div>
        <Heading className={styles.cardTitle}>{article.title}</Heading>
        <p className={styles.cardText}>{article.summary}</p>
      </div>
    </Link>
  );
}

export function ArticleCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} aria-hidden="true" />
      ))}
    </>
  );
}
