/**
 * EndTurn, always while it is the actor's turn (seed 002: "You are not required to take any of
 * these actions on your turn if you do not want to").
 */
import type { ActionOption } from '../../../engine/index.js';

export const END_TURN: ActionOption = { command: { type: 'EndTurn' }, label: 'End the turn' };
