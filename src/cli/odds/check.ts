/** The check behind `fray odds --tn`: P(total ≥ TN + 5 × Raises), with natural results when asked. */
import { checkOdds, type CheckOdds, type Naturals, type TenDiceOptions } from '../../dice/index.js';

export interface CheckRequest {
  readonly tn: number;
  readonly raises: number;
  readonly tenDice: TenDiceOptions;
  readonly naturals?: Naturals;
}

export function check(expr: string, request: CheckRequest): CheckOdds {
  const { tn, raises, tenDice, naturals } = request;
  return checkOdds(
    expr,
    tn,
    naturals === undefined ? { raises, tenDice } : { raises, tenDice, naturals },
  );
}
