import { AlertIcon } from '../../../components/ui/icons/icons';
import { problemText, type Problem } from '../answers';
import styles from './group-problem.module.css';

/** A group's problem, announced as it appears. */
export function GroupProblem({ id, problem }: { id: string; problem: Problem | undefined }) {
  return problem ? (
    <p id={id} className={styles.groupError} role="alert">
      <AlertIcon />
      {problemText(problem)}
    </p>
  ) : null;
}
