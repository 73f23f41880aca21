/**
 * The maneuvers (seed 002, Maneuvers), one folder each: what the rest of the rule set may use of
 * them (their commands, the contests their odds and tactics weigh).
 */
export { decideManeuvers, MANEUVERS_COMMANDS } from './decide.js';
export { bestSkill } from './arguments.js';
export { athleticsContest, escapeContest } from './grapple/decide.js';
export { disarmContest } from './disarm/decide.js';
export { PUSH_DISTANCE, shovedTo } from './push/decide.js';
export { tripContest, TRIP_ATTACK } from './trip/decide.js';
export { ATTACKS_COMMANDS, decideAttacks } from './attacks.js';
export { decideAttack, hurt } from './attack/decide.js';
