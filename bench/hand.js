// Hand-written loops: the limit the compiled fast path is measured against. Each draws from the
// same xoshiro128** generator with unbiased integers (Rng.int), written as one would by hand.

/** @param {import('../dist/dice/rng.js').Rng} r */
export const hand = {
  '1d20+5': (r) => 1 + r.int(20) + 5,
  '2d20kh1+5': (r) => {
    const a = 1 + r.int(20);
    const b = 1 + r.int(20);
    return (a > b ? a : b) + 5;
  },
  '6k3': (r) => {
    let a = -1;
    let b = -1;
    let c = -1;
    for (let i = 0; i < 6; i++) {
      let last = 1 + r.int(10);
      let v = last;
      while (last === 10) {
        last = 1 + r.int(10);
        v += last;
      }
      if (v > c) {
        if (v > b) {
          c = b;
          if (v > a) {
            b = a;
            a = v;
          } else b = v;
        } else c = v;
      }
    }
    return a + b + c;
  },
  '2d6+3': (r) => 1 + r.int(6) + (1 + r.int(6)) + 3,
};
