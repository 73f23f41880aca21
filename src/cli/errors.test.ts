import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { DiceError, parse } from '../dice/index.js';
import {
  NotationError,
  UsageError,
  errorText,
  exitCode,
  fromCommander,
  notationText,
  withNotation,
} from './errors.js';

describe('exit codes', () => {
  it('maps help to 0, bad input to 2 and anything else to 1', () => {
    expect(exitCode(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toBe(0);
    expect(exitCode(new CommanderError(1, 'commander.unknownOption', 'x'))).toBe(2);
    expect(exitCode(new UsageError('x'))).toBe(2);
    expect(exitCode(new DiceError('dice/faces', 'x'))).toBe(2);
    expect(exitCode(new NotationError('6k', new DiceError('dice/syntax', 'x', 3)))).toBe(2);
    expect(exitCode(new TypeError('x'))).toBe(1);
    expect(exitCode('a string')).toBe(1);
  });
});

describe('errorText', () => {
  it('prints bad input as "fray: <message> [<code>]" and a hint when there is one', () => {
    expect(errorText(new DiceError('dice/faces', 'too few faces'))).toBe(
      'fray: too few faces [dice/faces]\n',
    );
    expect(errorText(new UsageError('no', 'cli/usage', 'run "fray --help"'))).toBe(
      'fray: no [cli/usage]\nrun "fray --help"\n',
    );
  });

  it('points at the column of a notation error with a caret', () => {
    const e = new DiceError('dice/syntax', 'column 3: expected kept dice', 3);
    expect(notationText('6k', e)).toBe(
      'fray: column 3: expected kept dice [dice/syntax]\n    6k\n      ^\n',
    );
    expect(errorText(new NotationError('6k', e))).toBe(notationText('6k', e));
  });

  it('prints an internal error without a stack trace unless debugging', () => {
    const bug = new TypeError('x is undefined');
    expect(errorText(bug)).toBe('fray: internal error: x is undefined\n');
    expect(errorText(bug, true)).toContain('TypeError: x is undefined\n    at ');
  });

  it('prints nothing for help shown', () => {
    expect(errorText(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toBe('');
  });
});

describe('fromCommander', () => {
  it('turns a commander error into a UsageError with a cli/ code and a help hint', () => {
    const e = fromCommander(
      new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"),
      'fray roll',
    );
    expect(e).toBeInstanceOf(UsageError);
    expect(errorText(e)).toBe(
      'fray: unknown option \'--x\' [cli/unknown-option]\nrun "fray roll --help" for usage\n',
    );
  });

  it('passes help and version through, and names a missing command', () => {
    const help = new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)');
    expect(fromCommander(help, 'fray')).toBe(help);
    const missing = fromCommander(new CommanderError(1, 'commander.help', '(outputHelp)'), 'fray', [
      'roll',
      'odds',
      'sim',
    ]);
    expect(errorText(missing)).toBe(
      'fray: a command is needed: roll, odds or sim (the list above says what each does) [cli/missing-command]\n',
    );
  });
});

describe('withNotation', () => {
  it('attaches the notation to an error with a column, and lets others through', () => {
    expect(() => withNotation('6k', () => parse('6k'))).toThrow(NotationError);
    const faces = new DiceError('dice/faces', 'x');
    expect(() =>
      withNotation('6k3', () => {
        throw faces;
      }),
    ).toThrow(faces);
    expect(withNotation('6k3', () => 1)).toBe(1);
  });
});
