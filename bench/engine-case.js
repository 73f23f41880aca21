#!/usr/bin/env node
// One engine case in a fresh process, as bench/measure.js does for the dice: no other rule set's
// fights have shaped the JIT (polymorphic call sites in the shared kernel and copies) before it.
// `node bench/engine-case.js <encounter file> <ms>` prints measure()'s result as JSON.
import { measure } from './engine.js';

const [file, ms] = process.argv.slice(2);
console.log(JSON.stringify(measure(file, Number(ms))));
