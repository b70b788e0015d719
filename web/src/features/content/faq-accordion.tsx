import { useId, useState } from 'react';
import type { FaqEntryDto } from '@voltline/contracts';
import { ChevronDownIcon } from '../../components/ui/icons/icons';
import styles from './faq-page.module.css';

/** One question: a button that opens and closes its answer (WAI-ARIA disclosure pattern). */
function FaqItem({ entry, open, onToggle }: { entry: FaqEntryDto; open: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <li className={styles.item} data-open={open}>
      <h3 className={styles.question}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-answer`} id={`${id}-question`} onClick={onToggle}>
          <span>{entry.question}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </h3>
      <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} className={styles.answer} hidden={!open}>
        <p>{entry.answer}</p>
      </div>
    </li>
  );
}

/** A list of questions; several may be open at once. */
export function FaqAccordion({ entries }: { entries: readonly FaqEntryDto[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul role="list" className={styles.list}>
      {entries.map((entry) => (
        <FaqItem key={entry.id} entry={entry} open={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
      ))}
    </ul>
  );
}
