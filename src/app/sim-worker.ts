/** The worker thread of `fray sim` (piscina): plays the tasks it is sent (see sim-job.ts). */
import { runTask } from './sim-job.js';

export default runTask;
