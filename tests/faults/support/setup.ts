import { afterAll } from 'vitest';
import { runCleanups } from './cleanup';

// Stops every redis-server, process and database a fault-test file started, even after a failure.
afterAll(runCleanups);
