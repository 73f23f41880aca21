/** The worker thread of `fray sim` (piscina): plays the tasks it is sent (see job.ts). */
import { runTask } from './job.js';

export default runTask;
