/** The memory store passes the store contract (src/adapters/contract.ts). */
import { describeEventStore } from '../contract.js';
import { MemoryStore } from './store.js';

describeEventStore('memory', () => Promise.resolve(new MemoryStore()));
