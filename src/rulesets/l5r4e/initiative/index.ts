/** Initiative (reference §2): (Insight Rank + Reflexes) k Reflexes, ties and the roll-off. */
export * from './initiative.js';
