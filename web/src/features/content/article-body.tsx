import type { ArticleBlock } from '@voltline/contracts';
import styles from './article-page.module.css';

/**
 * An article body rendered from its structured blocks. Text goes into elements as text, never as
 * HTML, so whatever an editor typed cannot inject markup or scripts.
 */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={i}>{block.text}</h2>;
          case 'paragraph':
            return <p key={i}>{block.text}</p>;
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'tip':
            return (
              <aside key={i} className={styles.tip}>
                <p>{block.text}</p>
              </aside>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
