/** Fear (seed 000): the WIL roll against 5 + 5 × Fear Rank, its −Xk0 and the overwhelmed. */
export * from './decide.js';
